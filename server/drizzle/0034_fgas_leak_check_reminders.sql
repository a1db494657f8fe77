CREATE TABLE "leak_check_reminders" (
	"circuit_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leak_check_reminders_circuit_id_due_date_pk" PRIMARY KEY("circuit_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "leak_check_reminders" ADD CONSTRAINT "leak_check_reminders_circuit_id_refrigerant_circuits_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."refrigerant_circuits"("id") ON DELETE cascade ON UPDATE no action;