CREATE TABLE "workout_exercises" (
	"workout_id" text NOT NULL,
	"exercise_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"seconds" integer,
	"reps" integer,
	"rest_seconds" integer NOT NULL,
	"image" text NOT NULL,
	"cue" text NOT NULL,
	CONSTRAINT "workout_exercises_workout_id_exercise_id_pk" PRIMARY KEY("workout_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "workout_results" (
	"result_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"workout_id" text NOT NULL,
	"client_key" text,
	"request_hash" text NOT NULL,
	"started_at" bigint NOT NULL,
	"finished_at" bigint NOT NULL,
	"exercises_done" jsonb NOT NULL,
	"exercises_total" integer NOT NULL,
	"active_seconds" integer NOT NULL,
	"minutes" integer NOT NULL,
	"calories" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"workout_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD CONSTRAINT "workout_exercises_workout_id_workouts_workout_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("workout_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_results" ADD CONSTRAINT "workout_results_workout_id_workouts_workout_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("workout_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workout_results_client_key_idx" ON "workout_results" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "workout_results_user_finished_idx" ON "workout_results" USING btree ("user_id","finished_at","result_id");--> statement-breakpoint
CREATE INDEX "workouts_category_idx" ON "workouts" USING btree ("category","position");