CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_requests" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_requests_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"granted_by" text,
	CONSTRAINT "staff_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "staff_roles_role_known" CHECK (role IN ('ADMIN', 'OPS', 'SUPPORT', 'CONTENT', 'COACH'))
);
--> statement-breakpoint
CREATE INDEX "staff_audit_entity_idx" ON "staff_audit" USING btree ("entity","entity_id","id");--> statement-breakpoint
-- The audit log is append-only (docs/decisions/0024-staff-access.md): no row is ever changed or removed.
CREATE FUNCTION "staff_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_change" BEFORE UPDATE OR DELETE ON "staff_audit"
	FOR EACH ROW EXECUTE FUNCTION "staff_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_truncate" BEFORE TRUNCATE ON "staff_audit"
	FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_append_only"();
--> statement-breakpoint
-- Staff before roles existed could do everything: they become ADMIN.
INSERT INTO "staff_roles" ("user_id", "role", "granted_at", "granted_by")
	SELECT "user_id", 'ADMIN', now(), NULL FROM "users" WHERE "is_staff";
