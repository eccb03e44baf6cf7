import { GOALS, type Goal } from "@ojas/domain";

export const GOAL_LABELS: Record<Goal, string> = {
  WEIGHT_LOSS: "Lose weight",
  STAY_FIT: "Stay fit",
  HEALTHY_SKIN: "Healthy skin",
  DIABETES_REVERSAL: "Reverse diabetes",
  PRE_DIABETES_REVERSAL: "Reverse pre-diabetes",
  GUT_HEALTH: "Gut health",
};

export const GOAL_OPTIONS = GOALS.map((goal) => ({ value: goal, label: GOAL_LABELS[goal] }));
