import { describe, expect, it } from "vitest";
import { businessOf, groupByBusiness } from "@/lib/merch/business";
import { findVariant } from "@/lib/merch/find-variant";
import { colorOf, compareSizes, sizeOf, variantOptions } from "@/lib/merch/variant-options";

describe("sizes from variant names", () => {
  it.each([
    ["RCI Unisex Tee / Black / XS", "XS"],
    ["RCI Unisex Tee / Black / S", "S"],
    ["RCI Unisex Tee / Black / M", "M"],
    ["RCI Unisex Tee / Black / L", "L"],
    ["RCI Unisex Tee / Black / XL", "XL"],
    ["RCI Unisex Tee / Black / 2XL", "2XL"],
    ["RCI Unisex Tee / Black / XXL", "2XL"],
    ["RCI Unisex Tee / Black / 3XL", "3XL"],
    ["RCI Unisex Tee / Black / XXXL", "3XL"],
    ["RCI Unisex Tee / Black / 4XL", "4XL"],
    ["RCI Unisex Tee / Black / 5XL", "5XL"],
    ["Trucker Cap / Navy / One size", "One size"],
    ["Jobsite Tumbler / White / 20 oz", "20 oz"],
    ["Viralize Coffee Mug / White / 11oz", "11oz"],
    ["Viralize Poster / 18″×24″", "18″×24″"],
    ['Viralize Poster / 24"x36"', '24"x36"'],
    ["Sticker Sheet / 5.5x5.5", "5.5x5.5"],
    ["Banner / 12 x 16 in", "12 x 16 in"],
    ["Plain Product", null],
  ])("%s -> %s", (name, size) => {
    expect(sizeOf(name)).toBe(size);
  });

  it("sorts letter sizes, then one size, then dimensions by area", () => {
    expect(["XL", "5XL", "S", "18″×24″", "M", "XS", "One size", "2XL", "12″×16″", "L"].sort(compareSizes)).toEqual([
      "XS",
      "S",
      "M",
      "L",
      "XL",
      "2XL",
      "5XL",
      "One size",
      "12″×16″",
      "18″×24″",
    ]);
  });
});

describe("colours from variant names", () => {
  it.each([
    ["RCI Unisex Tee / Black / M", "Black"],
    ["RCI Hooded Sweatshirt / Heather Grey / L", "Heather Grey"],
    ["Integrity LED Unisex Tee / Royal Blue / S", "Royal Blue"],
    ["Viralize Crew Hoodie / Forest Green / XL", "Forest Green"],
    ["Jobsite Tumbler / Sport Grey / 20 oz", "Sport Grey"],
    ["Viralize Poster / 18″×24″", null],
    ["Viralize Sticker Sheet / Matte / 5.5x5.5", null],
    ["Plain Tee / Classic Tee / M", null],
  ])("%s -> %s", (name, color) => {
    expect(colorOf(name)).toBe(color);
  });
});

describe("choosing a variant", () => {
  const variants = [
    { id: 1, name: "Tee / Black / S" },
    { id: 2, name: "Tee / Black / M" },
    { id: 3, name: "Tee / White / M" },
    { id: 4, name: "Tee / White / XXL" },
  ];

  it("lists distinct sizes in order and colours as first seen", () => {
    expect(variantOptions(variants)).toEqual({ sizes: ["S", "M", "2XL"], colors: ["Black", "White"] });
  });

  it("picks the first variant that matches both size and colour", () => {
    const chosen = variants.map((variant) => ({ ...variant, size: sizeOf(variant.name), color: colorOf(variant.name) }));
    expect(findVariant(chosen, "M", "White")?.id).toBe(3);
    expect(findVariant(chosen, "2XL", "White")?.id).toBe(4);
    expect(findVariant(chosen, "S", "White")).toBeUndefined();
    expect(findVariant(chosen, null, "White")?.id).toBe(3);
  });
});

describe("business grouping", () => {
  it.each([
    ["RCI Unisex Tee", "rci"],
    ["Integrity LED Beanie", "integrity"],
    ["INTEGRITY led cap", "integrity"],
    ["Viralize Coffee Mug", "viralize"],
    ["viralize sticker", "viralize"],
    ["Contractor Safety Beanie", "other"],
    ["Circuit tee", "other"],
  ])("%s -> %s", (name, business) => {
    expect(businessOf(name)).toBe(business);
  });

  it("never shows other as a business", () => {
    const groups = groupByBusiness([{ name: "RCI Cap" }, { name: "Jobsite Tumbler" }, { name: "Viralize Mug" }]);
    expect(groups.map((g) => [g.name, g.products.length])).toEqual([
      ["RCI", 1],
      ["Viralize", 1],
    ]);
  });
});
