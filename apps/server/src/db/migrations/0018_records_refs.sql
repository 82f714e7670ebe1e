CREATE TABLE "records_refs" (
	"record_table" text NOT NULL,
	"record_key" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "records_refs_record_table_record_key_pk" PRIMARY KEY("record_table","record_key")
);
