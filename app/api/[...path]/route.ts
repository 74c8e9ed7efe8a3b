import { NextResponse } from "next/server";

// Any /api path that no route serves: a JSON error like every other API answer, not the HTML 404 page.
function noSuchEndpoint() {
  return NextResponse.json({ error: "There is no API endpoint at this address." }, { status: 404 });
}

export { noSuchEndpoint as DELETE, noSuchEndpoint as GET, noSuchEndpoint as PATCH, noSuchEndpoint as POST, noSuchEndpoint as PUT };
