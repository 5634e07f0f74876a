import { auditListQuerySchema } from "@matv/shared";

export const AuditListQuery = auditListQuerySchema;
