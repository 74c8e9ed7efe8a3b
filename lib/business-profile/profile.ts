import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { RUNNING } from "@/lib/billing/refused-start";
import { prisma } from "@/lib/db";
import type { BusinessProfileUpdate } from "@/lib/validation/business-profile";
import { claimLogo } from "./logo";

type Tx = Prisma.TransactionClient;

export type BusinessAddress = { address: string; address2: string; city: string; state: string; zip: string };
export type SavedLogo = { id: string; name: string; contentType: string; size: number };

/** The account's business as /account shows it and the forms are filled in from it ("" where unknown). */
export type BusinessProfile = {
  businessName: string;
  trade: string;
  phone: string;
  serviceArea: string;
  website: string;
  address: BusinessAddress | null;
  logo: SavedLogo | null;
};

/** What a plan start or a quote request sent about the business: what it has fills the profile in. */
export type SentBusiness = { businessName: string; trade?: string; phone?: string; serviceArea?: string; website?: string | null; logoFileId?: string | null };

const WITH_LOGO = { logoFile: { select: { id: true, originalName: true, contentType: true, sizeBytes: true } } } as const;

type ProfileRow = Prisma.BusinessProfileGetPayload<{ include: typeof WITH_LOGO }>;

function viewOf(row: ProfileRow): BusinessProfile {
  const { address, address2, city, state, zip, logoFile } = row;
  return {
    businessName: row.businessName,
    trade: row.trade ?? "",
    phone: row.phone ?? "",
    serviceArea: row.serviceArea ?? "",
    website: row.website ?? "",
    address: address && city && state && zip ? { address, address2: address2 ?? "", city, state, zip } : null,
    logo: logoFile && { id: logoFile.id, name: logoFile.originalName, contentType: logoFile.contentType, size: logoFile.sizeBytes },
  };
}

/** The account's business profile, or null while it has none. */
export async function businessProfileOf(userId: string): Promise<BusinessProfile | null> {
  const row = await prisma.businessProfile.findUnique({ where: { userId }, include: WITH_LOGO });
  return row && viewOf(row);
}

/**
 * Saves the business as the customer edited it on /account (a new logo upload becomes theirs,
 * checked as a plan start's is), and brings the details of their plans running or waiting for
 * their first payment up to date with it: the team builds the site from those.
 */
export async function saveBusinessProfile(userId: string, update: BusinessProfileUpdate): Promise<BusinessProfile> {
  const { logoUploadId, address, ...business } = update;
  return prisma.$transaction(async (tx) => {
    const logo = logoUploadId === undefined ? {} : { logoFileId: logoUploadId && (await claimLogo(tx, userId, logoUploadId)) };
    const fields = {
      businessName: business.businessName,
      // What was left blank is unknown, as on a profile a plan start or quote request began.
      trade: business.trade || null,
      phone: business.phone || null,
      serviceArea: business.serviceArea || null,
      website: business.website || null,
      address: address?.address ?? null,
      address2: address?.address2 || null,
      city: address?.city ?? null,
      state: address?.state.toUpperCase() ?? null,
      zip: address?.zip ?? null,
      ...logo,
    };
    const row = await tx.businessProfile.upsert({ where: { userId }, create: { userId, ...fields }, update: fields, include: WITH_LOGO });
    // The plan's own columns are required: a detail the profile lacks leaves the plan's as it was.
    const { businessName, trade, phone, serviceArea, website } = business;
    await tx.subscription.updateMany({
      where: { userId, status: { in: ["incomplete", ...RUNNING] } },
      data: { businessName, website: website || null, ...(trade && { trade }), ...(phone && { phone }), ...(serviceArea && { serviceArea }), ...logo },
    });
    return viewOf(row);
  });
}

/**
 * A plan start or a quote request of the account: what it sent about the business becomes the
 * profile's (the newest word wins), where it sent something; it never blanks a field.
 */
export async function rememberBusiness(tx: Tx, userId: string, sent: SentBusiness): Promise<void> {
  const given = Object.fromEntries(Object.entries(sent).filter(([, value]) => typeof value === "string" && value.trim() !== "")) as Partial<SentBusiness>;
  await tx.businessProfile.upsert({ where: { userId }, create: { userId, businessName: sent.businessName, ...given }, update: given });
}

/** The id of the logo saved on the account, if any. */
export async function savedLogoId(userId: string): Promise<string | null> {
  const row = await prisma.businessProfile.findUnique({ where: { userId }, select: { logoFileId: true } });
  return row?.logoFileId ?? null;
}
