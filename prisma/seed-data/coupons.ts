/** The demo shop's coupons: WELCOME10 with unlimited uses, CREW25 for crew orders of $150 or more. */
export const seedCoupons = [
  {
    code: "WELCOME10",
    description: "10% off your first merch order",
    discountType: "percentage",
    discountValue: 10,
    minOrderAmount: 0,
    maxUses: null,
    expiresAt: null,
  },
  {
    code: "CREW25",
    description: "$25 off crew orders of $150 or more",
    discountType: "fixed",
    discountValue: 2500,
    minOrderAmount: 15000,
    maxUses: 100,
    expiresAt: new Date("2027-12-31T23:59:59Z"),
  },
] as const;
