import { authorCreateSchema, authorListQuerySchema, authorUpdateSchema, objectIdSchema } from "@matv/shared";
import { z } from "zod";

export const AuthorListQuery = authorListQuerySchema;
export const AuthorCreateBody = authorCreateSchema;
export const AuthorUpdateBody = authorUpdateSchema;
export const AuthorIdParams = z.object({ id: objectIdSchema });
