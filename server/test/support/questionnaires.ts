/** A carded questionnaire answered by hand (grading.test.ts works out its expected numbers). */
export const CARDED_ANSWERS = [
  { questionId: 'card_creases', value: 90 },
  { questionId: 'card_edges', value: 75 },
  { questionId: 'card_surface', value: 100 },
  { questionId: 'bubble_clarity', value: 90 },
  { questionId: 'bubble_structure', value: 100 },
  { questionId: 'figure_paint', value: 90 },
  { questionId: 'figure_position', value: 80 },
  { questionId: 'accessories_visible', value: 100 },
  { questionId: 'figure_joints', value: 70 },
  { questionId: 'package_seal', value: 100 },
  { questionId: 'price_sticker', value: 85 },
];
