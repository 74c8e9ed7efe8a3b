import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { receiveUploads } from "@/lib/uploads";

/** Artwork for a quote request (multipart/form-data, field "files"), read as it streams. */
export const POST = apiHandler(async (request) => NextResponse.json({ files: await receiveUploads(request, clientIp(request)) }, { status: 201 }));
