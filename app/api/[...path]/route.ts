import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";

const NO_SUCH_ENDPOINT = { error: "There is no API endpoint at this address." };

// Any /api path that no route serves: a JSON error like every other API answer, not the HTML 404
// page, whatever the method. OPTIONS too: Next would otherwise answer it 204 as if the path existed.
const noSuchEndpoint = apiHandler(async () => NextResponse.json(NO_SUCH_ENDPOINT, { status: 404 }));

/** HEAD: GET's status and headers, without the body. */
const noSuchEndpointHead = apiHandler(async () => new NextResponse(null, { status: 404, headers: { "Content-Type": "application/json" } }));

export {
  noSuchEndpoint as DELETE,
  noSuchEndpoint as GET,
  noSuchEndpointHead as HEAD,
  noSuchEndpoint as OPTIONS,
  noSuchEndpoint as PATCH,
  noSuchEndpoint as POST,
  noSuchEndpoint as PUT,
};
