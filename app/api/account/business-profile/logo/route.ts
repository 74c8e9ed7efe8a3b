import { requireSignedIn } from "@/lib/auth/accounts";
import { savedLogoContent } from "@/lib/business-profile/logo";
import { apiHandler } from "@/lib/http/api";

/** GET /api/account/business-profile/logo: the logo saved on the signed-in customer's account, for them only. */
export const GET = apiHandler(async (request) => {
  const user = await requireSignedIn(request);
  const logo = await savedLogoContent(user.id);
  return new Response(logo.bytes, { headers: logo.headers });
});
