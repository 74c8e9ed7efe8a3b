import "server-only";
import crypto from "node:crypto";
import { authSecret } from "./secret";

/*
 * Tokens of emailed links (password reset, print quote). A link's token is derived from its row's
 * id with AUTH_SECRET, so the database holds only the token's SHA-256 hash and a job only the
 * row's id: neither a copy of the database nor the job queue can make a working link.
 */

/** A fresh, unguessable row id for a link. */
export const newLinkId = () => crypto.randomBytes(18).toString("base64url");

/** The link's token for its row id; purpose keeps one kind of link from opening another. */
export const linkToken = (purpose: string, id: string) => crypto.createHmac("sha256", authSecret()).update(`${purpose}:${id}`).digest("base64url");

/** What the database keeps of a token. */
export const linkTokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
