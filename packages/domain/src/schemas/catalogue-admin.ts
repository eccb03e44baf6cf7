import { z } from "zod";
import { PRODUCT_CATEGORIES } from "../enums.ts";
import { marketSchema, moneySchema } from "./common.ts";

// The back office's catalogue (docs/api.md, "Back office: catalogue"): products, their skus, prices and
// publication per market, images. Stock quantities are not here: they are the `stock` permission's.

export const CATALOGUE_ADMIN_PAGE_SIZE = 20;
/** The largest image file staff may upload. */
export const CATALOGUE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/**
 * The widths every uploaded image is stored at, as WebP: 160 for the thumbnails (gallery, cart, bundles:
 * 48 to 80 CSS pixels, twice that on dense screens), 600 for what product cards and pages show at
 * width 600 (the URL kept in the product's images), 1200 for dense screens and zoom.
 */
export const CATALOGUE_IMAGE_WIDTHS = [160, 600, 1200] as const;
export const CATALOGUE_IMAGE_SHOWN_WIDTH = 600;
/** A stored image's URL: /images/catalogue/{id}-{width}.webp, the id a fingerprint of the upload. */
export const CATALOGUE_IMAGE_PATH = /^\/images\/catalogue\/([a-f0-9]{32})-(\d{2,4})\.webp$/;

export const catalogueImageUrl = (imageId: string, width: number) =>
  `/images/catalogue/${imageId}-${width}.webp`;

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, "At least 2 characters")
  .max(100, "At most 100 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lower-case letters and digits, words joined by single hyphens");

const nameSchema = z.string().trim().min(2, "At least 2 characters").max(120, "At most 120 characters");
const idSchema = z.string().trim().min(1).max(80);
const labelList = (max: number, what: string) =>
  z
    .array(z.string().trim().min(1).max(60, "At most 60 characters each"))
    .max(max, `At most ${max} ${what}`)
    .transform((values) => [...new Set(values)]);

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);

export const catalogueListQuerySchema = z.object({
  /** The market whose prices and publication the list shows. */
  market: marketSchema.default("IN"),
  /** Part of the name, or the product id or slug. */
  q: z.string().trim().min(1).max(80).optional(),
  category: productCategorySchema.optional(),
  /** Only products published (true) or not published (false) in the market. */
  published: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  nextToken: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CATALOGUE_ADMIN_PAGE_SIZE),
});
export type CatalogueListQuery = z.infer<typeof catalogueListQuerySchema>;

const priceSchema = z.object({ basePrice: moneySchema, discountPrice: moneySchema, currency: z.string() });

export const catalogueListItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  skuCount: z.number().int(),
  /** Whether any sku has a price in the market. */
  priced: z.boolean(),
  published: z.boolean(),
  /** The default sku's price in the market. */
  price: priceSchema.nullable(),
});
export type CatalogueListItem = z.infer<typeof catalogueListItemSchema>;

export const catalogueListResponseSchema = z.object({
  products: z.array(catalogueListItemSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type CatalogueListResponse = z.infer<typeof catalogueListResponseSchema>;

export const catalogueProductParamsSchema = z.object({ productId: idSchema });
export const catalogueSkuParamsSchema = z.object({ productId: idSchema, skuId: idSchema });

/** The build-your-own bundle's rules, kept on the bundle sku (packages/domain byob.ts). */
export const byobRulesSchema = z.object({
  pickCount: z.int().min(2, "At least 2 picks").max(10, "At most 10 picks"),
  discountPercentage: z.number().min(0).max(90, "At most 90% off"),
  allowedProductTypes: labelList(20, "product types").pipe(
    z.array(z.string()).min(1, "Name at least one product type"),
  ),
  allowRepeats: z.boolean(),
});
export type ByobRules = z.infer<typeof byobRulesSchema>;

/** The rules as answers carry them (no transforms: a response is only checked). */
export const byobRulesOutSchema = z.object({
  pickCount: z.number().int(),
  discountPercentage: z.number(),
  allowedProductTypes: z.array(z.string()),
  allowRepeats: z.boolean(),
});

const attributeValue = z.union([z.string().trim().min(1).max(60), z.number().finite(), z.boolean()]);

/** A sku's own fields (its prices and stock are set apart). */
export const catalogueSkuBodySchema = z.object({
  slug: slugSchema,
  name: nameSchema,
  /** The variant listings show for the product; one per product. */
  isDefault: z.boolean().default(false),
  /** What tells variants apart (ring size, finish, colour): the product page's pickers use them. */
  attributes: z
    .record(
      z
        .string()
        .trim()
        .regex(/^[a-zA-Z][a-zA-Z0-9]{0,29}$/, "Attribute names are letters and digits"),
      attributeValue,
    )
    .refine((a) => Object.keys(a).length <= 12, "At most 12 attributes")
    .refine((a) => !("byob" in a), "Set build-your-own rules in their own fields")
    .default({}),
  volume: z.number().positive().max(100_000).nullable().default(null),
  volumeUnit: z.string().trim().min(1).max(12).nullable().default(null),
  badges: labelList(6, "badges").default([]),
  /** A fixed bundle's parts (other skus): empty for a sku sold on its own. */
  bundledSkuIds: z.array(idSchema).max(10, "At most 10 parts").default([]),
  /** Set on a build-your-own bundle: how shoppers fill it. */
  byob: byobRulesSchema.nullable().default(null),
});
export type CatalogueSkuBody = z.infer<typeof catalogueSkuBodySchema>;

const shortText = z.string().trim().min(1).max(60, "At most 60 characters");
const taglineSchema = z.string().trim().max(200, "At most 200 characters");

const productFields = {
  name: nameSchema,
  slug: slugSchema,
  category: productCategorySchema,
  subCategory: shortText.nullable().default(null),
  productType: shortText.nullable().default(null),
  tagline: taglineSchema.default(""),
  description: z.string().trim().min(1, "Describe the product").max(5000, "At most 5000 characters"),
  tags: labelList(20, "tags").default([]),
  sortOrder: z.int().min(0).max(100_000).default(0),
};

/** A new product with its first (default) sku: priced and published afterwards. */
export const createCatalogueProductBodySchema = z.object({
  ...productFields,
  sku: catalogueSkuBodySchema.omit({ isDefault: true }),
});
export type CreateCatalogueProductBody = z.infer<typeof createCatalogueProductBodySchema>;

/** A product's own fields, each optional; `images` may only reorder or drop the product's images. */
export const updateCatalogueProductBodySchema = z
  .object({
    name: nameSchema,
    slug: slugSchema,
    category: productCategorySchema,
    subCategory: shortText.nullable(),
    productType: shortText.nullable(),
    tagline: taglineSchema,
    description: productFields.description,
    tags: labelList(20, "tags"),
    sortOrder: z.int().min(0).max(100_000),
    images: z.array(z.string().max(300)).max(12, "At most 12 images"),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Change at least one field");
export type UpdateCatalogueProductBody = z.infer<typeof updateCatalogueProductBodySchema>;

export const cataloguePricesBodySchema = z.object({
  prices: z
    .array(
      z
        .object({ skuId: idSchema, market: marketSchema, basePrice: moneySchema, discountPrice: moneySchema })
        .refine((p) => p.basePrice > 0, { message: "The price must be above 0", path: ["basePrice"] })
        .refine((p) => p.discountPrice <= p.basePrice, {
          message: "The sale price is at most the price",
          path: ["discountPrice"],
        }),
    )
    .min(1, "Set at least one price")
    .max(100),
});
export type CataloguePricesBody = z.infer<typeof cataloguePricesBodySchema>;

export const cataloguePublishBodySchema = z.object({ market: marketSchema, published: z.boolean() });
export type CataloguePublishBody = z.infer<typeof cataloguePublishBodySchema>;

export const catalogueSkuPriceSchema = z.object({
  market: marketSchema,
  currency: z.string(),
  basePrice: moneySchema,
  discountPrice: moneySchema,
  published: z.boolean(),
});

export const catalogueAdminSkuSchema = z.object({
  skuId: z.string(),
  slug: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  attributes: z.record(z.string(), z.unknown()),
  volume: z.number().nullable(),
  volumeUnit: z.string().nullable(),
  badges: z.array(z.string()),
  images: z.array(z.string()),
  isBundledSku: z.boolean(),
  bundledSkuIds: z.array(z.string()),
  byob: byobRulesOutSchema.nullable(),
  prices: z.array(catalogueSkuPriceSchema),
});
export type CatalogueAdminSku = z.infer<typeof catalogueAdminSkuSchema>;

export const catalogueAdminProductSchema = z.object({
  product: z.object({
    productId: z.string(),
    slug: z.string(),
    name: z.string(),
    category: productCategorySchema,
    subCategory: z.string().nullable(),
    productType: z.string().nullable(),
    tagline: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    images: z.array(z.string()),
    sortOrder: z.number().int(),
  }),
  skus: z.array(catalogueAdminSkuSchema),
  /** Per market: priced (some sku has a price there) and published (shoppers see it). */
  markets: z.array(z.object({ market: marketSchema, priced: z.boolean(), published: z.boolean() })),
});
export type CatalogueAdminProduct = z.infer<typeof catalogueAdminProductSchema>;

export const catalogueImageFileParamsSchema = z.object({ file: z.string().max(80) });
