import { changePasswordSchema, objectIdSchema, staffCreateSchema, staffListQuerySchema, staffUpdateSchema } from "@matv/shared";
import { z } from "zod";

export const StaffCreateBody = staffCreateSchema;
export const StaffUpdateBody = staffUpdateSchema;
export const ChangePasswordBody = changePasswordSchema;
export const StaffIdParams = z.object({ id: objectIdSchema });
export const StaffListQuery = staffListQuerySchema;
