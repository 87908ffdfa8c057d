-- The console's withdrawal queue reads oldest first with the id as tie-break, by status or over every
-- status; the dashboard sums paid deposits by paid_at and completed withdrawals by completed_at.
DROP INDEX "withdrawals_status_idx";--> statement-breakpoint
CREATE INDEX "payment_orders_paid_idx" ON "payment_orders" USING btree ("paid_at") WHERE "status" = 'paid';--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_completed_idx" ON "withdrawals" USING btree ("completed_at") WHERE "status" = 'success';--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at","id");
