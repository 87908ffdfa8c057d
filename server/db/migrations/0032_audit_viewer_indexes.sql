-- The audit viewer lists newest first by time (at, id as tie-break), so a date range is read from
-- its index up to the page instead of walking every newer row; each filter's index ends in (at, id)
-- to give that order itself. The operator filter names the operator (operator_name), which had no
-- index (it carries the action, so counting one operator's rows of an action prefix reads the index
-- alone); the action index uses text_pattern_ops so a prefix (`kyc.`) is an index range whatever the
-- database's collation (as the player search's indexes of migration 0029). Replaces the action,
-- target and time indexes of migration 0026; operator_audit_operator_idx (operator_id) stays.
DROP INDEX "operator_audit_action_idx";--> statement-breakpoint
DROP INDEX "operator_audit_target_idx";--> statement-breakpoint
DROP INDEX "operator_audit_at_idx";--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "operator_audit_operator_name_idx" ON "operator_audit" USING btree ("operator_name","at","id") INCLUDE ("action");--> statement-breakpoint
CREATE INDEX "operator_audit_action_idx" ON "operator_audit" USING btree ("action" text_pattern_ops,"at","id");--> statement-breakpoint
CREATE INDEX "operator_audit_target_idx" ON "operator_audit" USING btree ("target_type","target_id","at","id");
