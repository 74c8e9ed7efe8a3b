import { afterAll, describe, expect, it } from "vitest";

// This file's worker reads its environment once: the sandbox gateway for the plans started here.
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox" });
const { GET: getProfile, PUT: putProfile } = await import("@/app/api/account/business-profile/route");
const { GET: getLogo } = await import("@/app/api/account/business-profile/logo/route");
const { POST: quoteRequest } = await import("@/app/api/quote-request/route");
const { POST: upload } = await import("@/app/api/uploads/route");
const { prisma } = await import("@/lib/db");
const { keepHouse } = await import("@/lib/housekeeping");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { stopJobs } = await import("@/tests/support/jobs");
const { errorOf, jsonRequest, multipartRequest } = await import("@/tests/support/requests");
const { BUSINESS, startPlan, startedPlan } = await import("@/tests/support/plans");

afterAll(stopJobs);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode("%PDF-1.7\n% logo\n");
const DAY = 86_400_000;

const ADDRESS = { address: "12 Elm St", address2: "Suite 4", city: "Austin", state: "tx", zip: "78701" };
const EDITED = {
  businessName: "Smith & Sons Roofing",
  trade: "Roofing",
  phone: "(512) 555-0199",
  serviceArea: "Austin and Round Rock, TX",
  website: "smithandsons.com",
  address: ADDRESS,
};

const QUOTE = {
  product: "business-cards",
  paper: "premium",
  finish: "matte",
  corners: "square",
  quantity: 500,
  designOption: "template",
  businessInfo: {
    businessName: "Bright Spark Electric",
    contactPerson: "Sam Reyes",
    phone: "555-404-2211",
    email: "sam@brightspark.test",
    address: "9 Oak Ave, Tulsa, OK",
    website: "",
  },
};

async function customer(): Promise<{ id: string; cookie: string }> {
  const user = await createUser("USER");
  return { id: user.id, cookie: await cookieFor(user) };
}

async function uploaded(name = "logo.png", bytes: Uint8Array = PNG): Promise<string> {
  const response = await upload(multipartRequest("/api/uploads", [{ name, bytes }]));
  expect(response.status).toBe(201);
  return ((await response.json()) as { files: { id: string }[] }).files[0]!.id;
}

const profileRequest = (cookie: string | undefined) => new Request("http://localhost/api/account/business-profile", { headers: cookie ? { cookie } : {} });
const readProfile = async (cookie: string) => {
  const response = await getProfile(profileRequest(cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as { profile: Record<string, unknown> | null }).profile;
};
const saveProfile = (cookie: string | undefined, body: unknown) =>
  putProfile(jsonRequest("/api/account/business-profile", body, { method: "PUT", headers: cookie ? { cookie } : {} }));
const sendQuote = (body: unknown, cookie?: string) => quoteRequest(jsonRequest("/api/quote-request", body, { headers: cookie ? { cookie } : {} }));

describe("the account's business profile", () => {
  it("is the signed-in customer's only: reading, saving and the logo answer 401 to anyone else", async () => {
    expect(await errorOf(await getProfile(profileRequest(undefined)))).toMatch(/not logged in/);
    const saved = await saveProfile(undefined, EDITED);
    expect(saved.status).toBe(401);
    expect(await errorOf(saved)).toMatch(/not logged in/);
    expect((await getLogo(new Request("http://localhost/api/account/business-profile/logo"))).status).toBe(401);
    const { cookie } = await customer();
    expect(await readProfile(cookie)).toBeNull();
  });

  it("is filled in from a plan start, business and logo; edited on /account it brings the running plan's details up to date", async () => {
    const { id, cookie } = await customer();
    const logo = await uploaded();
    const planId = await startedPlan(cookie, "professional", { ...BUSINESS, logoUploadId: logo });
    expect(await readProfile(cookie)).toEqual({
      businessName: "Smith Roofing",
      trade: "Roofing",
      phone: "(512) 555-0142",
      serviceArea: "Austin, TX",
      website: "smithroofing.com",
      address: null,
      logo: { id: logo, name: "logo.png", contentType: "image/png", size: PNG.byteLength },
    });

    const saved = await saveProfile(cookie, EDITED);
    expect(saved.status).toBe(200);
    const profile = { ...EDITED, address: { ...ADDRESS, state: "TX" }, logo: { id: logo, name: "logo.png", contentType: "image/png", size: PNG.byteLength } };
    expect(((await saved.json()) as { profile: unknown }).profile).toEqual(profile);
    expect(await readProfile(cookie)).toEqual(profile);
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id: planId } })).toMatchObject({
      businessName: "Smith & Sons Roofing",
      phone: "(512) 555-0199",
      serviceArea: "Austin and Round Rock, TX",
      website: "smithandsons.com",
      logoFileId: logo,
    });

    // A new logo replaces the old one on the account and the plan; removing it removes it from both.
    const newLogo = await uploaded("new-logo.pdf", PDF);
    expect(
      ((await (await saveProfile(cookie, { ...EDITED, logoUploadId: newLogo })).json()) as { profile: { logo: { name: string } } }).profile.logo.name,
    ).toBe("new-logo.pdf");
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id: planId } })).logoFileId).toBe(newLogo);
    // Saved again without a word about the logo, it stays.
    expect(((await (await saveProfile(cookie, EDITED)).json()) as { profile: { logo: { id: string } } }).profile.logo.id).toBe(newLogo);
    expect(
      (
        (await (await saveProfile(cookie, { ...EDITED, address: { address: "", address2: "", city: "", state: "", zip: "" }, logoUploadId: null })).json()) as {
          profile: unknown;
        }
      ).profile,
    ).toMatchObject({ address: null, logo: null });
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id: planId } })).logoFileId).toBeNull();
    expect(await prisma.businessProfile.count({ where: { userId: id } })).toBe(1);
  });

  it("goes with the next plan start: its logo becomes the plan's when no other is uploaded", async () => {
    const { cookie } = await customer();
    const logo = await uploaded();
    expect((await saveProfile(cookie, { ...EDITED, logoUploadId: logo })).status).toBe(200);
    const started = await startPlan({ plan: "premium", business: BUSINESS }, cookie);
    expect(started.status).toBe(201);
    const { subscriptionId } = (await started.json()) as { subscriptionId: string };
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } })).logoFileId).toBe(logo);
  });

  it("refuses a plan start that names another account's logo as its upload, signed in or not, and starts nothing", async () => {
    const owner = await customer();
    const logo = await uploaded();
    expect((await saveProfile(owner.cookie, { ...EDITED, logoUploadId: logo })).status).toBe(200);

    const stranger = await customer();
    const signedIn = await startPlan({ plan: "premium", business: { ...BUSINESS, logoUploadId: logo } }, stranger.cookie);
    expect(signedIn.status).toBe(400);
    expect(await errorOf(signedIn)).toBe("Your logo upload has expired. Remove it, upload it again, and try once more.");
    const account = { firstName: "Lee", lastName: "Park", email: `lee.${Date.now()}@park.test`, password: "a-long-password-123" };
    const signedOut = await startPlan({ plan: "premium", business: { ...BUSINESS, logoUploadId: logo }, account });
    expect(signedOut.status).toBe(400);
    expect(await prisma.subscription.count({ where: { logoFileId: logo } })).toBe(0);
    expect(await prisma.user.count({ where: { email: account.email } })).toBe(0);
    expect(await prisma.businessProfile.count({ where: { logoFileId: logo } })).toBe(1);
  });

  it("takes what a signed-in quote request says about the business, newest first, and never blanks a field", async () => {
    const { cookie } = await customer();
    expect((await saveProfile(cookie, { ...EDITED, website: "smithandsons.com" })).status).toBe(200);
    expect((await sendQuote(QUOTE, cookie)).status).toBe(201);
    expect(await readProfile(cookie)).toMatchObject({
      businessName: "Bright Spark Electric",
      phone: "555-404-2211",
      trade: "Roofing",
      website: "smithandsons.com",
      address: { ...ADDRESS, state: "TX" },
    });

    // A first request starts the profile; a signed-out one belongs to no account.
    const newcomer = await customer();
    expect((await sendQuote(QUOTE, newcomer.cookie)).status).toBe(201);
    expect(await readProfile(newcomer.cookie)).toMatchObject({
      businessName: "Bright Spark Electric",
      phone: "555-404-2211",
      trade: "",
      address: null,
      logo: null,
    });
    const profiles = await prisma.businessProfile.count();
    expect((await sendQuote(QUOTE)).status).toBe(201);
    expect(await prisma.businessProfile.count()).toBe(profiles);
  });

  it("refuses bad input with a sentence and writes nothing", async () => {
    const { id, cookie } = await customer();
    const stranger = await customer();
    const strangersLogo = await uploaded();
    expect((await saveProfile(stranger.cookie, { ...EDITED, logoUploadId: strangersLogo })).status).toBe(200);
    const cases: [unknown, RegExp][] = [
      [{ ...EDITED, businessName: " " }, /business name/],
      [{ ...EDITED, phone: "call me" }, /phone number we can call/],
      [{ ...EDITED, address: { ...ADDRESS, city: "" } }, /city/],
      [{ ...EDITED, address: { ...ADDRESS, state: "Texas" } }, /two letters/],
      [{ ...EDITED, address: { ...ADDRESS, zip: "787" } }, /ZIP/],
      [{ ...EDITED, logoUploadId: "no-such-upload" }, /logo upload has expired/],
      // Someone else's logo cannot become this account's.
      [{ ...EDITED, logoUploadId: strangersLogo }, /logo upload has expired/],
    ];
    for (const [body, message] of cases) {
      const response = await saveProfile(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(response)).toMatch(message);
    }
    expect(await prisma.businessProfile.findUnique({ where: { userId: id } })).toBeNull();
  });
});

describe("a quote request with the saved logo", () => {
  it("gets its own copy of the account's logo, which stays on the account", async () => {
    const { id, cookie } = await customer();
    const logo = await uploaded();
    expect((await saveProfile(cookie, { ...EDITED, logoUploadId: logo })).status).toBe(200);
    const response = await sendQuote({ ...QUOTE, savedLogoId: logo }, cookie);
    expect(response.status).toBe(201);
    const { id: requestId } = (await response.json()) as { id: number };
    const [copy] = await prisma.uploadedFile.findMany({ where: { quoteRequestId: requestId } });
    expect(copy).toMatchObject({ originalName: "logo.png", contentType: "image/png", sizeBytes: PNG.byteLength });
    expect(copy!.id).not.toBe(logo);
    expect(copy!.storageKey).not.toBe((await prisma.uploadedFile.findUniqueOrThrow({ where: { id: logo } })).storageKey);
    expect(await prisma.businessProfile.findUniqueOrThrow({ where: { userId: id } })).toMatchObject({ logoFileId: logo });
    expect((await prisma.uploadedFile.findUniqueOrThrow({ where: { id: logo } })).quoteRequestId).toBeNull();
  });

  it("refuses someone else's logo (403), a signed-out request (401), and a saved logo sent as an upload, and stores no request", async () => {
    const owner = await customer();
    const logo = await uploaded();
    expect((await saveProfile(owner.cookie, { ...EDITED, logoUploadId: logo })).status).toBe(200);
    const thief = await customer();
    const before = await prisma.quoteRequest.count();

    const stolen = await sendQuote({ ...QUOTE, savedLogoId: logo }, thief.cookie);
    expect(stolen.status).toBe(403);
    expect(await errorOf(stolen)).toBe("That logo isn't saved on your account. Upload it with your request instead.");
    const signedOut = await sendQuote({ ...QUOTE, savedLogoId: logo });
    expect(signedOut.status).toBe(401);
    expect(await errorOf(signedOut)).toMatch(/Log in to use the logo saved on your account/);
    const asUpload = await sendQuote({ ...QUOTE, designOption: "upload", uploadIds: [logo] }, thief.cookie);
    expect(asUpload.status).toBe(400);
    expect(await errorOf(asUpload)).toMatch(/attached files was not found/);

    expect(await prisma.quoteRequest.count()).toBe(before);
    expect((await prisma.uploadedFile.findUniqueOrThrow({ where: { id: logo } })).quoteRequestId).toBeNull();
  });
});

describe("GET /api/account/business-profile/logo", () => {
  const logoOf = (cookie: string) => getLogo(new Request("http://localhost/api/account/business-profile/logo", { headers: { cookie } }));

  it("shows a PNG logo to its owner in the page, downloads any other kind, and answers 404 without one", async () => {
    const { cookie } = await customer();
    expect((await logoOf(cookie)).status).toBe(404);
    expect((await saveProfile(cookie, { ...EDITED, logoUploadId: await uploaded() })).status).toBe(200);
    const png = await logoOf(cookie);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(png.headers.get("x-content-type-options")).toBe("nosniff");
    expect(png.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(PNG);

    expect((await saveProfile(cookie, { ...EDITED, logoUploadId: await uploaded("logo.pdf", PDF) })).status).toBe(200);
    expect((await logoOf(cookie)).headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("is kept by housekeeping, where an upload nobody took is removed after a day", async () => {
    const { cookie } = await customer();
    const [logo, stray] = [await uploaded(), await uploaded()];
    expect((await saveProfile(cookie, { ...EDITED, logoUploadId: logo })).status).toBe(200);
    await keepHouse(new Date(Date.now() + 2 * DAY));
    expect(await prisma.uploadedFile.findUnique({ where: { id: logo } })).not.toBeNull();
    expect(await prisma.uploadedFile.findUnique({ where: { id: stray } })).toBeNull();
    expect((await logoOf(cookie)).status).toBe(200);
  });
});
