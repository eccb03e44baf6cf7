import { z } from "zod";
import { isValidEmail } from "../email.ts";
import { PERMISSIONS, STAFF_ROLES } from "../staff/permissions.ts";
import { passwordSchema } from "./auth.ts";
import { epochMsSchema } from "./common.ts";

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const permissionSchema = z.enum(PERMISSIONS);

/** A member of staff as the back office shows them. */
export const staffDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(staffRoleSchema),
  permissions: z.array(permissionSchema),
});
export type StaffDto = z.infer<typeof staffDtoSchema>;

export const staffMeResponseSchema = z.object({ staff: staffDtoSchema });
export const staffResponseSchema = staffMeResponseSchema;

export const STAFF_LIST_PAGE_SIZE = 20;

export const staffListQuerySchema = z.object({
  /** Only staff holding this role. */
  role: staffRoleSchema.optional(),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(STAFF_LIST_PAGE_SIZE),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffListResponseSchema = z.object({
  staff: z.array(staffDtoSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

const roleList = z.array(staffRoleSchema).max(STAFF_ROLES.length);

export const createStaffBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).refine(isValidEmail, "Enter a valid email address"),
  name: z.string().trim().min(1).max(100),
  password: passwordSchema,
  roles: roleList,
});
export type CreateStaffBody = z.infer<typeof createStaffBodySchema>;

export const staffIdParamsSchema = z.object({ staffId: z.string().min(1).max(100) });

/** Roles to give and to take in one change; a role in both is 4000. */
export const staffRolesBodySchema = z
  .object({ grant: roleList.default([]), revoke: roleList.default([]) })
  .refine((body) => !body.grant.some((role) => body.revoke.includes(role)), {
    message: "A role cannot be given and taken at once",
    path: ["revoke"],
  })
  .refine((body) => body.grant.length + body.revoke.length > 0, {
    message: "Name a role to give or take",
    path: ["grant"],
  });
export type StaffRolesBody = z.infer<typeof staffRolesBodySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  entity: z.string().trim().min(1).max(50).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  staffId: z.string(),
  at: epochMsSchema,
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
