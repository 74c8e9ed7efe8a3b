// Seed catalogue of print-on-demand merchandise, shaped like Printful sync products.
// Business grouping comes from the product name: "RCI" -> RCI, "integrity led" -> Integrity LED,
// "viralize" -> Viralize, anything else -> no business. Images live in public/merch.

export type SeedMerchVariant = {
  externalId: number;
  name: string;
  size: string | null;
  color: string | null;
  retailPriceCents: number;
  currency: "USD";
  inStock: boolean;
  image: string /* public path, e.g. "/merch/rci-unisex-tee-black.webp" */;
};

export type SeedMerchProduct = {
  externalId: number;
  name: string;
  description: string;
  thumbnail: string;
  isIgnored: boolean;
  variants: SeedMerchVariant[];
};

export const seedMerchProducts: SeedMerchProduct[] = [
  {
    externalId: 400000001,
    name: "RCI Unisex Tee",
    description:
      "Soft, midweight cotton tee with the RCI logo on the chest. Holds its shape through a full week of jobsite washes.",
    thumbnail: "/merch/rci-unisex-tee.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000001, name: "RCI Unisex Tee / Black / S", size: "S", color: "Black", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-black.webp" },
      { externalId: 500000002, name: "RCI Unisex Tee / Black / M", size: "M", color: "Black", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-black.webp" },
      { externalId: 500000003, name: "RCI Unisex Tee / Black / L", size: "L", color: "Black", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-black.webp" },
      { externalId: 500000004, name: "RCI Unisex Tee / Black / XL", size: "XL", color: "Black", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-black.webp" },
      { externalId: 500000005, name: "RCI Unisex Tee / Black / 2XL", size: "2XL", color: "Black", retailPriceCents: 2699, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-black.webp" },
      { externalId: 500000006, name: "RCI Unisex Tee / Navy / S", size: "S", color: "Navy", retailPriceCents: 2499, currency: "USD", inStock: false, image: "/merch/rci-unisex-tee-navy.webp" },
      { externalId: 500000007, name: "RCI Unisex Tee / Navy / M", size: "M", color: "Navy", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-navy.webp" },
      { externalId: 500000008, name: "RCI Unisex Tee / Navy / L", size: "L", color: "Navy", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-navy.webp" },
      { externalId: 500000009, name: "RCI Unisex Tee / Navy / XL", size: "XL", color: "Navy", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-navy.webp" },
      { externalId: 500000010, name: "RCI Unisex Tee / Navy / 2XL", size: "2XL", color: "Navy", retailPriceCents: 2699, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-navy.webp" },
      { externalId: 500000011, name: "RCI Unisex Tee / Heather Grey / S", size: "S", color: "Heather Grey", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-heather-grey.webp" },
      { externalId: 500000012, name: "RCI Unisex Tee / Heather Grey / M", size: "M", color: "Heather Grey", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-heather-grey.webp" },
      { externalId: 500000013, name: "RCI Unisex Tee / Heather Grey / L", size: "L", color: "Heather Grey", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-heather-grey.webp" },
      { externalId: 500000014, name: "RCI Unisex Tee / Heather Grey / XL", size: "XL", color: "Heather Grey", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-unisex-tee-heather-grey.webp" },
      { externalId: 500000015, name: "RCI Unisex Tee / Heather Grey / 2XL", size: "2XL", color: "Heather Grey", retailPriceCents: 2699, currency: "USD", inStock: false, image: "/merch/rci-unisex-tee-heather-grey.webp" },
    ],
  },
  {
    externalId: 400000002,
    name: "RCI Hooded Sweatshirt",
    description:
      "Heavyweight pullover hoodie with a lined hood and front pocket. RCI logo printed across the chest.",
    thumbnail: "/merch/rci-hooded-sweatshirt.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000016, name: "RCI Hooded Sweatshirt / Black / S", size: "S", color: "Black", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-black.webp" },
      { externalId: 500000017, name: "RCI Hooded Sweatshirt / Black / M", size: "M", color: "Black", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-black.webp" },
      { externalId: 500000018, name: "RCI Hooded Sweatshirt / Black / L", size: "L", color: "Black", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-black.webp" },
      { externalId: 500000019, name: "RCI Hooded Sweatshirt / Black / XL", size: "XL", color: "Black", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-black.webp" },
      { externalId: 500000020, name: "RCI Hooded Sweatshirt / Black / 2XL", size: "2XL", color: "Black", retailPriceCents: 4799, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-black.webp" },
      { externalId: 500000021, name: "RCI Hooded Sweatshirt / Charcoal / S", size: "S", color: "Charcoal", retailPriceCents: 4499, currency: "USD", inStock: false, image: "/merch/rci-hooded-sweatshirt-charcoal.webp" },
      { externalId: 500000022, name: "RCI Hooded Sweatshirt / Charcoal / M", size: "M", color: "Charcoal", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-charcoal.webp" },
      { externalId: 500000023, name: "RCI Hooded Sweatshirt / Charcoal / L", size: "L", color: "Charcoal", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-charcoal.webp" },
      { externalId: 500000024, name: "RCI Hooded Sweatshirt / Charcoal / XL", size: "XL", color: "Charcoal", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-charcoal.webp" },
      { externalId: 500000025, name: "RCI Hooded Sweatshirt / Charcoal / 2XL", size: "2XL", color: "Charcoal", retailPriceCents: 4799, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-charcoal.webp" },
      { externalId: 500000026, name: "RCI Hooded Sweatshirt / Navy / S", size: "S", color: "Navy", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-navy.webp" },
      { externalId: 500000027, name: "RCI Hooded Sweatshirt / Navy / M", size: "M", color: "Navy", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-navy.webp" },
      { externalId: 500000028, name: "RCI Hooded Sweatshirt / Navy / L", size: "L", color: "Navy", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-navy.webp" },
      { externalId: 500000029, name: "RCI Hooded Sweatshirt / Navy / XL", size: "XL", color: "Navy", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-navy.webp" },
      { externalId: 500000030, name: "RCI Hooded Sweatshirt / Navy / 2XL", size: "2XL", color: "Navy", retailPriceCents: 4799, currency: "USD", inStock: true, image: "/merch/rci-hooded-sweatshirt-navy.webp" },
    ],
  },
  {
    externalId: 400000003,
    name: "RCI Trucker Cap",
    description:
      "Structured trucker cap with a mesh back and snap closure. Embroidered RCI logo on the front panel.",
    thumbnail: "/merch/rci-trucker-cap.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000031, name: "RCI Trucker Cap / Black / One size", size: "One size", color: "Black", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-trucker-cap-black.webp" },
      { externalId: 500000032, name: "RCI Trucker Cap / Navy / One size", size: "One size", color: "Navy", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-trucker-cap-navy.webp" },
      { externalId: 500000033, name: "RCI Trucker Cap / Red / One size", size: "One size", color: "Red", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/rci-trucker-cap-red.webp" },
    ],
  },
  {
    externalId: 400000004,
    name: "RCI Work Jacket",
    description:
      "Water-resistant canvas work jacket with a zip front, chest pocket and quilted lining. RCI logo on the left chest.",
    thumbnail: "/merch/rci-work-jacket.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000034, name: "RCI Work Jacket / Black / M", size: "M", color: "Black", retailPriceCents: 6499, currency: "USD", inStock: true, image: "/merch/rci-work-jacket-black.webp" },
      { externalId: 500000035, name: "RCI Work Jacket / Black / L", size: "L", color: "Black", retailPriceCents: 6499, currency: "USD", inStock: true, image: "/merch/rci-work-jacket-black.webp" },
      { externalId: 500000036, name: "RCI Work Jacket / Black / XL", size: "XL", color: "Black", retailPriceCents: 6499, currency: "USD", inStock: true, image: "/merch/rci-work-jacket-black.webp" },
      { externalId: 500000037, name: "RCI Work Jacket / Black / 2XL", size: "2XL", color: "Black", retailPriceCents: 6499, currency: "USD", inStock: true, image: "/merch/rci-work-jacket-black.webp" },
      { externalId: 500000038, name: "RCI Work Jacket / Navy / M", size: "M", color: "Navy", retailPriceCents: 6499, currency: "USD", inStock: true, image: "/merch/rci-work-jacket-navy.webp" },
      { externalId: 500000039, name: "RCI Work Jacket / Navy / L", size: "L", color: "Navy", retailPriceCents: 6499, currency: "USD", inStock: true, image: "/merch/rci-work-jacket-navy.webp" },
      { externalId: 500000040, name: "RCI Work Jacket / Navy / XL", size: "XL", color: "Navy", retailPriceCents: 6499, currency: "USD", inStock: true, image: "/merch/rci-work-jacket-navy.webp" },
      { externalId: 500000041, name: "RCI Work Jacket / Navy / 2XL", size: "2XL", color: "Navy", retailPriceCents: 6499, currency: "USD", inStock: false, image: "/merch/rci-work-jacket-navy.webp" },
    ],
  },
  {
    externalId: 400000005,
    name: "Integrity LED Unisex Tee",
    description:
      "Everyday cotton tee with the Integrity LED logo on the front. Pre-shrunk, so it fits the same after the tenth wash.",
    thumbnail: "/merch/integrity-led-unisex-tee.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000042, name: "Integrity LED Unisex Tee / Black / XS", size: "XS", color: "Black", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-black.webp" },
      { externalId: 500000043, name: "Integrity LED Unisex Tee / Black / S", size: "S", color: "Black", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-black.webp" },
      { externalId: 500000044, name: "Integrity LED Unisex Tee / Black / M", size: "M", color: "Black", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-black.webp" },
      { externalId: 500000045, name: "Integrity LED Unisex Tee / Black / L", size: "L", color: "Black", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-black.webp" },
      { externalId: 500000046, name: "Integrity LED Unisex Tee / Black / XL", size: "XL", color: "Black", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-black.webp" },
      { externalId: 500000047, name: "Integrity LED Unisex Tee / Royal Blue / XS", size: "XS", color: "Royal Blue", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-royal-blue.webp" },
      { externalId: 500000048, name: "Integrity LED Unisex Tee / Royal Blue / S", size: "S", color: "Royal Blue", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-royal-blue.webp" },
      { externalId: 500000049, name: "Integrity LED Unisex Tee / Royal Blue / M", size: "M", color: "Royal Blue", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-royal-blue.webp" },
      { externalId: 500000050, name: "Integrity LED Unisex Tee / Royal Blue / L", size: "L", color: "Royal Blue", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-royal-blue.webp" },
      { externalId: 500000051, name: "Integrity LED Unisex Tee / Royal Blue / XL", size: "XL", color: "Royal Blue", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-royal-blue.webp" },
      { externalId: 500000052, name: "Integrity LED Unisex Tee / White / XS", size: "XS", color: "White", retailPriceCents: 2499, currency: "USD", inStock: false, image: "/merch/integrity-led-unisex-tee-white.webp" },
      { externalId: 500000053, name: "Integrity LED Unisex Tee / White / S", size: "S", color: "White", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-white.webp" },
      { externalId: 500000054, name: "Integrity LED Unisex Tee / White / M", size: "M", color: "White", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-white.webp" },
      { externalId: 500000055, name: "Integrity LED Unisex Tee / White / L", size: "L", color: "White", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-white.webp" },
      { externalId: 500000056, name: "Integrity LED Unisex Tee / White / XL", size: "XL", color: "White", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/integrity-led-unisex-tee-white.webp" },
    ],
  },
  {
    externalId: 400000006,
    name: "Integrity LED Long Sleeve Tee",
    description:
      "Long sleeve cotton tee for cool mornings on site. Ribbed cuffs and the Integrity LED logo on the chest.",
    thumbnail: "/merch/integrity-led-long-sleeve-tee.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000057, name: "Integrity LED Long Sleeve Tee / Navy / S", size: "S", color: "Navy", retailPriceCents: 2999, currency: "USD", inStock: true, image: "/merch/integrity-led-long-sleeve-tee-navy.webp" },
      { externalId: 500000058, name: "Integrity LED Long Sleeve Tee / Navy / M", size: "M", color: "Navy", retailPriceCents: 2999, currency: "USD", inStock: true, image: "/merch/integrity-led-long-sleeve-tee-navy.webp" },
      { externalId: 500000059, name: "Integrity LED Long Sleeve Tee / Navy / L", size: "L", color: "Navy", retailPriceCents: 2999, currency: "USD", inStock: true, image: "/merch/integrity-led-long-sleeve-tee-navy.webp" },
      { externalId: 500000060, name: "Integrity LED Long Sleeve Tee / Navy / XL", size: "XL", color: "Navy", retailPriceCents: 2999, currency: "USD", inStock: true, image: "/merch/integrity-led-long-sleeve-tee-navy.webp" },
      { externalId: 500000061, name: "Integrity LED Long Sleeve Tee / Navy / XXL", size: "XXL", color: "Navy", retailPriceCents: 3199, currency: "USD", inStock: true, image: "/merch/integrity-led-long-sleeve-tee-navy.webp" },
      { externalId: 500000062, name: "Integrity LED Long Sleeve Tee / Sport Grey / S", size: "S", color: "Sport Grey", retailPriceCents: 2999, currency: "USD", inStock: true, image: "/merch/integrity-led-long-sleeve-tee-sport-grey.webp" },
      { externalId: 500000063, name: "Integrity LED Long Sleeve Tee / Sport Grey / M", size: "M", color: "Sport Grey", retailPriceCents: 2999, currency: "USD", inStock: true, image: "/merch/integrity-led-long-sleeve-tee-sport-grey.webp" },
      { externalId: 500000064, name: "Integrity LED Long Sleeve Tee / Sport Grey / L", size: "L", color: "Sport Grey", retailPriceCents: 2999, currency: "USD", inStock: true, image: "/merch/integrity-led-long-sleeve-tee-sport-grey.webp" },
      { externalId: 500000065, name: "Integrity LED Long Sleeve Tee / Sport Grey / XL", size: "XL", color: "Sport Grey", retailPriceCents: 2999, currency: "USD", inStock: true, image: "/merch/integrity-led-long-sleeve-tee-sport-grey.webp" },
      { externalId: 500000066, name: "Integrity LED Long Sleeve Tee / Sport Grey / XXL", size: "XXL", color: "Sport Grey", retailPriceCents: 3199, currency: "USD", inStock: true, image: "/merch/integrity-led-long-sleeve-tee-sport-grey.webp" },
    ],
  },
  {
    externalId: 400000007,
    name: "Integrity LED Pullover Hoodie",
    description:
      "Fleece-lined pullover hoodie with a kangaroo pocket. Integrity LED logo printed on the front.",
    thumbnail: "/merch/integrity-led-pullover-hoodie.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000067, name: "Integrity LED Pullover Hoodie / Black / S", size: "S", color: "Black", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/integrity-led-pullover-hoodie-black.webp" },
      { externalId: 500000068, name: "Integrity LED Pullover Hoodie / Black / M", size: "M", color: "Black", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/integrity-led-pullover-hoodie-black.webp" },
      { externalId: 500000069, name: "Integrity LED Pullover Hoodie / Black / L", size: "L", color: "Black", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/integrity-led-pullover-hoodie-black.webp" },
      { externalId: 500000070, name: "Integrity LED Pullover Hoodie / Black / XL", size: "XL", color: "Black", retailPriceCents: 4499, currency: "USD", inStock: true, image: "/merch/integrity-led-pullover-hoodie-black.webp" },
      { externalId: 500000071, name: "Integrity LED Pullover Hoodie / Black / 2XL", size: "2XL", color: "Black", retailPriceCents: 4799, currency: "USD", inStock: true, image: "/merch/integrity-led-pullover-hoodie-black.webp" },
      { externalId: 500000072, name: "Integrity LED Pullover Hoodie / Forest Green / S", size: "S", color: "Forest Green", retailPriceCents: 4499, currency: "USD", inStock: false, image: "/merch/integrity-led-pullover-hoodie-forest-green.webp" },
      { externalId: 500000073, name: "Integrity LED Pullover Hoodie / Forest Green / M", size: "M", color: "Forest Green", retailPriceCents: 4499, currency: "USD", inStock: false, image: "/merch/integrity-led-pullover-hoodie-forest-green.webp" },
      { externalId: 500000074, name: "Integrity LED Pullover Hoodie / Forest Green / L", size: "L", color: "Forest Green", retailPriceCents: 4499, currency: "USD", inStock: false, image: "/merch/integrity-led-pullover-hoodie-forest-green.webp" },
      { externalId: 500000075, name: "Integrity LED Pullover Hoodie / Forest Green / XL", size: "XL", color: "Forest Green", retailPriceCents: 4499, currency: "USD", inStock: false, image: "/merch/integrity-led-pullover-hoodie-forest-green.webp" },
      { externalId: 500000076, name: "Integrity LED Pullover Hoodie / Forest Green / 2XL", size: "2XL", color: "Forest Green", retailPriceCents: 4799, currency: "USD", inStock: false, image: "/merch/integrity-led-pullover-hoodie-forest-green.webp" },
    ],
  },
  {
    externalId: 400000008,
    name: "Integrity LED Beanie",
    description:
      "Warm rib-knit cuffed beanie with a woven Integrity LED label on the cuff.",
    thumbnail: "/merch/integrity-led-beanie.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000077, name: "Integrity LED Beanie / Black / One size", size: "One size", color: "Black", retailPriceCents: 1999, currency: "USD", inStock: true, image: "/merch/integrity-led-beanie-black.webp" },
      { externalId: 500000078, name: "Integrity LED Beanie / Orange / One size", size: "One size", color: "Orange", retailPriceCents: 1999, currency: "USD", inStock: false, image: "/merch/integrity-led-beanie-orange.webp" },
      { externalId: 500000079, name: "Integrity LED Beanie / Charcoal / One size", size: "One size", color: "Charcoal", retailPriceCents: 1999, currency: "USD", inStock: true, image: "/merch/integrity-led-beanie-charcoal.webp" },
    ],
  },
  {
    externalId: 400000009,
    name: "Viralize Crew Hoodie",
    description:
      "Midweight hoodie in a relaxed fit with the Viralize wordmark on the chest.",
    thumbnail: "/merch/viralize-crew-hoodie.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000080, name: "Viralize Crew Hoodie / Black / S", size: "S", color: "Black", retailPriceCents: 4999, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-black.webp" },
      { externalId: 500000081, name: "Viralize Crew Hoodie / Black / M", size: "M", color: "Black", retailPriceCents: 4999, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-black.webp" },
      { externalId: 500000082, name: "Viralize Crew Hoodie / Black / L", size: "L", color: "Black", retailPriceCents: 4999, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-black.webp" },
      { externalId: 500000083, name: "Viralize Crew Hoodie / Black / XL", size: "XL", color: "Black", retailPriceCents: 4999, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-black.webp" },
      { externalId: 500000084, name: "Viralize Crew Hoodie / Black / 2XL", size: "2XL", color: "Black", retailPriceCents: 5299, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-black.webp" },
      { externalId: 500000085, name: "Viralize Crew Hoodie / Navy / S", size: "S", color: "Navy", retailPriceCents: 4999, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-navy.webp" },
      { externalId: 500000086, name: "Viralize Crew Hoodie / Navy / M", size: "M", color: "Navy", retailPriceCents: 4999, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-navy.webp" },
      { externalId: 500000087, name: "Viralize Crew Hoodie / Navy / L", size: "L", color: "Navy", retailPriceCents: 4999, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-navy.webp" },
      { externalId: 500000088, name: "Viralize Crew Hoodie / Navy / XL", size: "XL", color: "Navy", retailPriceCents: 4999, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-navy.webp" },
      { externalId: 500000089, name: "Viralize Crew Hoodie / Navy / 2XL", size: "2XL", color: "Navy", retailPriceCents: 5299, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-navy.webp" },
      { externalId: 500000090, name: "Viralize Crew Hoodie / Heather Grey / S", size: "S", color: "Heather Grey", retailPriceCents: 4999, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-heather-grey.webp" },
      { externalId: 500000091, name: "Viralize Crew Hoodie / Heather Grey / M", size: "M", color: "Heather Grey", retailPriceCents: 4999, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-heather-grey.webp" },
      { externalId: 500000092, name: "Viralize Crew Hoodie / Heather Grey / L", size: "L", color: "Heather Grey", retailPriceCents: 4999, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-heather-grey.webp" },
      { externalId: 500000093, name: "Viralize Crew Hoodie / Heather Grey / XL", size: "XL", color: "Heather Grey", retailPriceCents: 4999, currency: "USD", inStock: false, image: "/merch/viralize-crew-hoodie-heather-grey.webp" },
      { externalId: 500000094, name: "Viralize Crew Hoodie / Heather Grey / 2XL", size: "2XL", color: "Heather Grey", retailPriceCents: 5299, currency: "USD", inStock: true, image: "/merch/viralize-crew-hoodie-heather-grey.webp" },
    ],
  },
  {
    externalId: 400000010,
    name: "Viralize Coffee Mug",
    description:
      "Glossy ceramic mug with the Viralize wordmark. Dishwasher and microwave safe.",
    thumbnail: "/merch/viralize-coffee-mug.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000095, name: "Viralize Coffee Mug / White / 11 oz", size: "11 oz", color: "White", retailPriceCents: 1499, currency: "USD", inStock: true, image: "/merch/viralize-coffee-mug-white.webp" },
      { externalId: 500000096, name: "Viralize Coffee Mug / White / 15 oz", size: "15 oz", color: "White", retailPriceCents: 1799, currency: "USD", inStock: true, image: "/merch/viralize-coffee-mug-white.webp" },
      { externalId: 500000097, name: "Viralize Coffee Mug / Black / 11 oz", size: "11 oz", color: "Black", retailPriceCents: 1499, currency: "USD", inStock: true, image: "/merch/viralize-coffee-mug-black.webp" },
      { externalId: 500000098, name: "Viralize Coffee Mug / Black / 15 oz", size: "15 oz", color: "Black", retailPriceCents: 1799, currency: "USD", inStock: false, image: "/merch/viralize-coffee-mug-black.webp" },
    ],
  },
  {
    externalId: 400000011,
    name: "Viralize Sticker Sheet",
    description:
      "Kiss-cut vinyl sticker sheet with four Viralize designs. Sized for toolboxes, hard hats and laptops.",
    thumbnail: "/merch/viralize-sticker-sheet.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000099, name: "Viralize Sticker Sheet / 5.5x5.5", size: "5.5x5.5", color: null, retailPriceCents: 1499, currency: "USD", inStock: true, image: "/merch/viralize-sticker-sheet.webp" },
      { externalId: 500000100, name: "Viralize Sticker Sheet / 8.5x11", size: "8.5x11", color: null, retailPriceCents: 1899, currency: "USD", inStock: true, image: "/merch/viralize-sticker-sheet.webp" },
    ],
  },
  {
    externalId: 400000012,
    name: "Viralize Office Poster",
    description:
      "Matte poster on heavyweight paper for the shop or the office wall. Ships rolled in a tube.",
    thumbnail: "/merch/viralize-office-poster.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000101, name: "Viralize Office Poster / 12″×16″", size: "12″×16″", color: null, retailPriceCents: 1699, currency: "USD", inStock: true, image: "/merch/viralize-office-poster.webp" },
      { externalId: 500000102, name: "Viralize Office Poster / 18″×24″", size: "18″×24″", color: null, retailPriceCents: 2299, currency: "USD", inStock: true, image: "/merch/viralize-office-poster.webp" },
      { externalId: 500000103, name: "Viralize Office Poster / 24″×36″", size: "24″×36″", color: null, retailPriceCents: 2999, currency: "USD", inStock: false, image: "/merch/viralize-office-poster.webp" },
    ],
  },
  {
    externalId: 400000013,
    name: "Contractor Safety Beanie",
    description:
      "High-visibility cuffed beanie for cold starts and late finishes on site.",
    thumbnail: "/merch/contractor-safety-beanie.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000104, name: "Contractor Safety Beanie / Orange / One size", size: "One size", color: "Orange", retailPriceCents: 1999, currency: "USD", inStock: true, image: "/merch/contractor-safety-beanie-orange.webp" },
      { externalId: 500000105, name: "Contractor Safety Beanie / Black / One size", size: "One size", color: "Black", retailPriceCents: 1999, currency: "USD", inStock: true, image: "/merch/contractor-safety-beanie-black.webp" },
    ],
  },
  {
    externalId: 400000014,
    name: "Jobsite Tumbler",
    description:
      "Double-wall stainless steel tumbler with a slide lid. Keeps coffee hot through a full morning in the truck.",
    thumbnail: "/merch/jobsite-tumbler.webp",
    isIgnored: false,
    variants: [
      { externalId: 500000106, name: "Jobsite Tumbler / Black / 20 oz", size: "20 oz", color: "Black", retailPriceCents: 2799, currency: "USD", inStock: true, image: "/merch/jobsite-tumbler-black.webp" },
      { externalId: 500000107, name: "Jobsite Tumbler / Black / 30 oz", size: "30 oz", color: "Black", retailPriceCents: 3299, currency: "USD", inStock: true, image: "/merch/jobsite-tumbler-black.webp" },
      { externalId: 500000108, name: "Jobsite Tumbler / Navy / 20 oz", size: "20 oz", color: "Navy", retailPriceCents: 2799, currency: "USD", inStock: true, image: "/merch/jobsite-tumbler-navy.webp" },
      { externalId: 500000109, name: "Jobsite Tumbler / Navy / 30 oz", size: "30 oz", color: "Navy", retailPriceCents: 3299, currency: "USD", inStock: true, image: "/merch/jobsite-tumbler-navy.webp" },
      { externalId: 500000110, name: "Jobsite Tumbler / White / 20 oz", size: "20 oz", color: "White", retailPriceCents: 2799, currency: "USD", inStock: true, image: "/merch/jobsite-tumbler-white.webp" },
      { externalId: 500000111, name: "Jobsite Tumbler / White / 30 oz", size: "30 oz", color: "White", retailPriceCents: 3299, currency: "USD", inStock: false, image: "/merch/jobsite-tumbler-white.webp" },
    ],
  },
  {
    externalId: 400000015,
    name: "Sample Tee (Draft)",
    description:
      "Test print used to check artwork placement. Not for sale.",
    thumbnail: "/merch/sample-tee-draft.webp",
    isIgnored: true,
    variants: [
      { externalId: 500000112, name: "Sample Tee (Draft) / White / M", size: "M", color: "White", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/sample-tee-draft-white.webp" },
      { externalId: 500000113, name: "Sample Tee (Draft) / White / L", size: "L", color: "White", retailPriceCents: 2499, currency: "USD", inStock: true, image: "/merch/sample-tee-draft-white.webp" },
    ],
  },
];
