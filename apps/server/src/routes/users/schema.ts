import { z } from "zod";

export const LoginBody = z.object({
  email: z.string({ message: "is required" }).trim().min(1, { message: "is required" }).max(254),
  password: z.string({ message: "is required" }).min(1, { message: "is required" }).max(1024),
});
