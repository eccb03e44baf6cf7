import type { FitnessSubCategory } from "@ojas/domain";
import { workoutExercises, workouts } from "../../modules/workouts/tables.ts";
import type { Db } from "../client.ts";

// FitBot's demo workouts (docs/product.md, "FitBot"): two or three per fitness category, each exercise with
// one of the shop's own pictures under apps/web/public/images/exercises. The one-minute "Quick start" is
// short on purpose: a first try of the player, and the browser journey's workout.

type Move = [name: string, image: string, dose: { s: number } | { reps: number }, rest: number, cue: string];

interface DemoWorkout {
  workoutId: string;
  title: string;
  description: string;
  category: FitnessSubCategory;
  level: string;
  moves: Move[];
}

const img = (name: string) => `/images/exercises/${name}.svg`;

export const DEMO_WORKOUTS: DemoWorkout[] = [
  {
    workoutId: "wk-quick-start",
    title: "Quick start: one-minute wake-up",
    description: "Three easy moves to try FitBot's player: a few jacks, some squats and a short plank.",
    category: "STRENGTH_AND_FUNCTIONAL",
    level: "Beginner",
    moves: [
      ["Jumping jacks", "jumping-jack", { s: 10 }, 5, "Land softly on the balls of your feet."],
      ["Body-weight squats", "squat", { reps: 8 }, 5, "Sit back as if onto a chair, chest up."],
      ["Forearm plank", "plank", { s: 10 }, 0, "A straight line from head to heels."],
    ],
  },
  {
    workoutId: "wk-full-body-foundations",
    title: "Full-body foundations",
    description: "A body-weight circuit for legs, chest and core. No equipment, room for a mat.",
    category: "STRENGTH_AND_FUNCTIONAL",
    level: "Beginner",
    moves: [
      ["Jumping jacks", "jumping-jack", { s: 45 }, 15, "Arms all the way up, breathe steadily."],
      ["Body-weight squats", "squat", { reps: 15 }, 30, "Knees track over your toes."],
      ["Push-ups", "push-up", { reps: 10 }, 30, "Drop to your knees to make it easier."],
      ["Forward lunges", "lunge", { reps: 12 }, 30, "Both knees bend to about 90 degrees."],
      ["Glute bridges", "glute-bridge", { reps: 15 }, 20, "Squeeze at the top for a second."],
      ["Forearm plank", "plank", { s: 40 }, 0, "Keep your hips level with your shoulders."],
    ],
  },
  {
    workoutId: "wk-hiit-burner",
    title: "Fifteen-minute HIIT burner",
    description: "Short bursts with short rests to lift your heart rate. Intermediate.",
    category: "STRENGTH_AND_FUNCTIONAL",
    level: "Intermediate",
    moves: [
      ["High knees", "high-knees", { s: 40 }, 20, "Drive the knees to hip height."],
      ["Jump squats", "squat", { reps: 12 }, 20, "Explode up, land quietly."],
      ["Push-ups", "push-up", { reps: 15 }, 20, "Lower your chest close to the floor."],
      ["Alternating lunges", "lunge", { reps: 20 }, 20, "Step long, stay tall."],
      ["Jumping jacks", "jumping-jack", { s: 40 }, 20, "Keep the rhythm."],
      ["Plank hold", "plank", { s: 45 }, 0, "Brace as if about to laugh."],
    ],
  },
  {
    workoutId: "wk-dance-cardio",
    title: "Bollywood cardio groove",
    description: "Easy-to-follow steps to upbeat music. Counts as cardio, feels like a party.",
    category: "DANCE",
    level: "Beginner",
    moves: [
      ["Step-touch warm-up", "dance-step", { s: 60 }, 10, "Side to side, let the arms swing."],
      ["Bhangra shoulder pops", "jumping-jack", { s: 60 }, 15, "Shoulders up on the beat, light bounce."],
      ["Knee-up step", "high-knees", { s: 60 }, 15, "Lift, tap, repeat."],
      ["Grapevine with arms", "dance-step", { s: 60 }, 15, "Cross behind, step, touch."],
      ["Cool-down sway", "dance-step", { s: 45 }, 0, "Slow it down and breathe out long."],
    ],
  },
  {
    workoutId: "wk-dance-zumba-mini",
    title: "Latin dance mini-session",
    description: "Salsa and merengue basics for a quick, joyful sweat.",
    category: "DANCE",
    level: "Intermediate",
    moves: [
      ["Merengue march", "high-knees", { s: 50 }, 10, "Hips follow the feet."],
      ["Salsa basic", "dance-step", { s: 60 }, 15, "Forward, back, change weight."],
      ["Cha-cha jacks", "jumping-jack", { s: 45 }, 15, "Quick-quick-slow."],
      ["Cumbia step", "dance-step", { s: 60 }, 0, "Drag the back foot, stay loose."],
    ],
  },
  {
    workoutId: "wk-pilates-core",
    title: "Mat Pilates core basics",
    description: "Slow, controlled work for deep core strength and a healthy back.",
    category: "MAT_PILATES",
    level: "Beginner",
    moves: [
      ["The hundred", "hundred", { s: 60 }, 20, "Pump the arms, breathe in for five, out for five."],
      ["Single-leg circles", "leg-circle", { reps: 10 }, 20, "Keep the hips still on the mat."],
      ["Glute bridge roll-up", "glute-bridge", { reps: 10 }, 20, "Peel the spine up one bone at a time."],
      ["Plank hold", "plank", { s: 30 }, 15, "Draw the navel gently in."],
      ["Child's pose", "child-pose", { s: 45 }, 0, "Rest, breathe into your back."],
    ],
  },
  {
    workoutId: "wk-pilates-flow",
    title: "Pilates flow for posture",
    description: "Open the chest and strengthen the back after a day at a desk.",
    category: "MAT_PILATES",
    level: "Intermediate",
    moves: [
      ["The hundred", "hundred", { s: 60 }, 15, "Chin tucked, gaze at your knees."],
      ["Swan prep", "cobra", { reps: 8 }, 15, "Lift from the upper back, not the neck."],
      ["Leg circles", "leg-circle", { reps: 12 }, 15, "Small circles, big control."],
      ["Plank to pike", "downward-dog", { reps: 8 }, 15, "Lift the hips high, shoulders over wrists."],
      ["Rest in child's pose", "child-pose", { s: 40 }, 0, "Let the breath slow down."],
    ],
  },
  {
    workoutId: "wk-yoga-morning",
    title: "Morning yoga flow",
    description: "Gentle standing and floor poses to wake up the body and calm the mind.",
    category: "YOGA",
    level: "All levels",
    moves: [
      ["Child's pose", "child-pose", { s: 45 }, 5, "Knees wide, forehead down."],
      ["Cobra", "cobra", { s: 30 }, 5, "Elbows soft, shoulders away from the ears."],
      ["Downward-facing dog", "downward-dog", { s: 45 }, 10, "Pedal the heels, lengthen the spine."],
      ["Warrior II", "warrior", { s: 45 }, 10, "Front knee over the ankle, gaze over the hand."],
      ["Tree pose", "tree", { s: 45 }, 0, "Foot on the calf or thigh, never the knee."],
    ],
  },
  {
    workoutId: "wk-yoga-unwind",
    title: "Evening unwind",
    description: "Slow holds and long breaths to let go of the day before sleep.",
    category: "YOGA",
    level: "All levels",
    moves: [
      ["Tree pose", "tree", { s: 40 }, 10, "Find a still point to look at."],
      ["Warrior II", "warrior", { s: 40 }, 10, "Breathe into the stretch."],
      ["Downward-facing dog", "downward-dog", { s: 40 }, 10, "Let the head hang heavy."],
      ["Supported bridge", "glute-bridge", { s: 45 }, 10, "Hips up, breathe slowly."],
      ["Child's pose", "child-pose", { s: 60 }, 0, "Rest as long as you like."],
    ],
  },
];

/** Loads the demo workouts into a database that has none (a fresh one, or one seeded before FitBot). */
export async function seedWorkouts(db: Db): Promise<void> {
  if ((await db.select({ id: workouts.workoutId }).from(workouts).limit(1)).length > 0) return;
  const positions = new Map<string, number>();
  await db.insert(workouts).values(
    DEMO_WORKOUTS.map((w) => {
      const position = positions.get(w.category) ?? 0;
      positions.set(w.category, position + 1);
      return {
        workoutId: w.workoutId,
        title: w.title,
        description: w.description,
        category: w.category,
        level: w.level,
        position,
      };
    }),
  );
  await db.insert(workoutExercises).values(
    DEMO_WORKOUTS.flatMap((w) =>
      w.moves.map(([name, image, dose, rest, cue], i) => ({
        workoutId: w.workoutId,
        exerciseId: `${w.workoutId}-${i + 1}`,
        position: i,
        name,
        seconds: "s" in dose ? dose.s : null,
        reps: "reps" in dose ? dose.reps : null,
        restSeconds: rest,
        image: img(image),
        cue,
      })),
    ),
  );
}
