import { z } from 'zod';
import { action } from '../action-def';
import { adminPageOf } from '../admin-models';
import { flag, int, jsonText, optFile, optId, optInt, optSlug, text } from '../fields';
import { adminTable } from './common';

/** A category as the console lists it: the player's fields plus what an editor needs to decide. */
export const adminCategorySchema = z.object({
  id: z.number(),
  language_id: z.number(),
  language: z.string(),
  /** The catalogue it belongs to (get_categories `type`: the mode registry's categoryType). */
  type: z.number(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  is_premium: z.boolean(),
  coins: z.number(),
  row_order: z.number(),
  subcategories: z.number(),
  questions: z.number(),
  /** Players who unlocked it (a premium category with unlocks cannot be deleted). */
  unlocks: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminSubcategorySchema = z.object({
  id: z.number(),
  category_id: z.number(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  /** 1 shown to players, 0 hidden. */
  status: z.number(),
  row_order: z.number(),
  questions: z.number(),
});
export type AdminSubcategory = z.infer<typeof adminSubcategorySchema>;

const ids = jsonText(z.array(int(1)).min(1).max(1000));
const editor = {
  auth: 'admin',
  role: 'editor',
  cache: 'network',
  offline: 'online',
  implemented: true,
} as const;

/** Categories and subcategories in the console (issue 17): editors and admins. */
export const adminCategoryActions = {
  admin_list_categories: action({
    ...editor,
    rate: 'read',
    payload: z.object({
      ...adminTable(['row_order', 'name', 'id', 'questions'] as const),
      language_id: optId(),
      type: optInt(1, 99),
    }),
    data: adminPageOf(adminCategorySchema),
  }),
  /** Creates (no id) or edits a category; the image is an uploaded file (re-encoded) or kept. */
  admin_save_category: action({
    ...editor,
    rate: 'write',
    payload: z.object({
      id: optId(),
      language_id: int(1),
      type: int(1, 99),
      name: text(120),
      /** Blank: made from the name. */
      slug: optSlug(),
      image: optFile('an image file'),
      remove_image: flag(),
      is_premium: flag(),
      coins: optInt(0, 1_000_000),
    }),
    data: adminCategorySchema,
  }),
  /** Deletes a category that holds nothing (no subcategory, question or unlock): emptied first. */
  admin_delete_category: action({
    ...editor,
    rate: 'write',
    payload: z.object({ id: int(1) }),
    data: z.object({ id: z.number() }),
  }),
  /** The catalogue's order: the ids of one language and type, first to last. */
  admin_order_categories: action({
    ...editor,
    rate: 'write',
    payload: z.object({ ids }),
    data: z.object({ ids: z.array(z.number()) }),
  }),
  admin_list_subcategories: action({
    ...editor,
    rate: 'read',
    payload: z.object({ category_id: int(1) }),
    data: z.object({ category: adminCategorySchema, subcategories: z.array(adminSubcategorySchema) }),
  }),
  admin_save_subcategory: action({
    ...editor,
    rate: 'write',
    payload: z.object({
      id: optId(),
      category_id: int(1),
      name: text(120),
      slug: optSlug(),
      image: optFile('an image file'),
      remove_image: flag(),
      status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional()),
    }),
    data: adminSubcategorySchema,
  }),
  admin_delete_subcategory: action({
    ...editor,
    rate: 'write',
    payload: z.object({ id: int(1) }),
    data: z.object({ id: z.number() }),
  }),
  admin_order_subcategories: action({
    ...editor,
    rate: 'write',
    payload: z.object({ category_id: int(1), ids }),
    data: z.object({ ids: z.array(z.number()) }),
  }),
} as const;
