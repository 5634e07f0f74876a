import type { staffUserWireSchema } from "./contracts/staffDesk.ts";
import { z } from "zod";
import { emailSchema } from "./schemas.ts";

/** Staff accounts (admin page /admin/staff): shared by the API and the page's forms. */
/** admin: everything, staff accounts too; editor: all content; writer: own drafts, submits for review (ADR 047). */
export const STAFF_ROLES = ["admin", "editor", "writer"] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];
export const STAFF_PASSWORD_MIN = 12;

const passwordSchema = z
  .string({ message: "is required" })
  .min(STAFF_PASSWORD_MIN, { message: `must be at least ${STAFF_PASSWORD_MIN} characters` })
  .max(1024, { message: "must be at most 1024 characters" });

export const staffCreateSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(120, { message: "must be at most 120 characters" }).optional(),
  role: z.enum(STAFF_ROLES, { message: "must be admin, editor or writer" }),
  password: passwordSchema,
});
export type StaffCreateInput = z.infer<typeof staffCreateSchema>;

export const staffUpdateSchema = z.object({ disabled: z.boolean({ message: "must be true or false" }) });

export const STAFF_STATUSES = ["active", "disabled"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** GET /api/staff query: only active or only disabled accounts, one role; absent = all. */
export const staffListQuerySchema = z.object({
  status: z.enum(STAFF_STATUSES, { message: "must be active or disabled" }).optional(),
  role: z.enum(STAFF_ROLES, { message: "must be admin, editor or writer" }).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ message: "is required" }).min(1, { message: "is required" }).max(1024),
  newPassword: passwordSchema,
});

export type StaffUserWire = z.infer<typeof staffUserWireSchema>;
