import { questionSetFor, type PackagingStatus, type QuestionSet } from './packaging.ts';

/** The parts of a grade's breakdown; packaging only for carded copies. */
export const GRADE_ASPECTS = ['paint', 'structure', 'joints', 'completeness', 'packaging'] as const;
export type GradeAspect = (typeof GRADE_ASPECTS)[number];

/** Each part of the breakdown as a grade result shows it. */
export const GRADE_ASPECT_LABELS: Record<GradeAspect, string> = {
  paint: 'Paint',
  structure: 'Structure',
  joints: 'Joints',
  completeness: 'Completeness',
  packaging: 'Packaging',
};

interface QuestionOption {
  label: string;
  /** Score of this answer, 0-100. */
  value: number;
  description?: string;
  /** Set on an answer that says the point could not be judged: it scores neutral and lowers confidence. */
  neutral?: true;
}

/** A questionnaire question (spec section 3 "Question"), with the part of the breakdown it counts towards. */
export interface Question {
  id: string;
  category: string;
  question: string;
  type: 'radio';
  weight: number;
  applicableTo: QuestionSet;
  aspect: GradeAspect;
  options: QuestionOption[];
}

const option = (label: string, value: number, description?: string): QuestionOption => ({ label, value, ...(description && { description }) });
const cannotAssess = (value: number, description: string): QuestionOption => ({ ...option('Cannot assess', value, description), neutral: true });

const carded = (id: string, category: string, aspect: GradeAspect, weight: number, question: string, options: QuestionOption[]): Question => ({
  id,
  category,
  question,
  type: 'radio',
  weight,
  applicableTo: 'carded',
  aspect,
  options,
});

const loose = (id: string, category: string, aspect: GradeAspect, weight: number, question: string, options: QuestionOption[]): Question => ({
  ...carded(id, category, aspect, weight, question, options),
  applicableTo: 'loose',
});

/** For a sealed copy (MOC, MIP) or a damaged package: weights sum to 100. */
export const CARDED_QUESTIONS: readonly Question[] = [
  carded('card_creases', 'Card Condition', 'packaging', 10, 'How creased is the card?', [
    option('Flat, no creases', 100, 'No bends or stress lines, even when tilted under a light'),
    option('Faint stress line', 90, 'A line seen only at an angle; the card lies flat'),
    option('Minor crease', 75, 'One small crease that does not break the ink'),
    option('Several creases', 55, 'A few creases, or one that breaks the ink'),
    option('Heavy creasing', 30, 'Many creases, or a fold across the card'),
    option('Severe', 10, 'Folded, bent or warped card'),
  ]),
  carded('card_edges', 'Card Condition', 'packaging', 10, 'What are the card edges and corners like?', [
    option('Sharp', 100, 'Crisp corners and clean edges'),
    option('Slight wear', 90, 'A light touch of wear at one corner'),
    option('Soft corners', 75, 'Rounded or lightly frayed corners'),
    option('Edge wear', 55, 'Whitening or fraying along the edges, small dings'),
    option('Heavy wear', 30, 'Bent or frayed corners, small tears'),
    option('Severe', 10, 'Torn, chewed or missing pieces'),
  ]),
  carded('card_surface', 'Card Condition', 'packaging', 10, 'How is the printed surface of the card?', [
    option('Clean and bright', 100, 'Glossy, no scuffs, marks or fading'),
    option('Faint marks', 90, 'Marks seen only up close'),
    option('Light scuffs', 75, 'Minor scuffs or one small mark'),
    option('Noticeable wear', 55, 'Scratches, writing, residue or mild fading'),
    option('Heavy wear', 30, 'Peeled areas, stains or sun fading'),
    option('Severe', 10, 'Water damage, large tears or missing print'),
  ]),
  carded('bubble_clarity', 'Bubble Condition', 'packaging', 10, 'How clear is the bubble?', [
    option('Crystal clear', 100, 'No yellowing, scratches or clouding'),
    option('Nearly clear', 90, 'Faint scuffs seen only at an angle'),
    option('Light yellowing or scratches', 75, 'The figure is still seen clearly'),
    option('Noticeable yellowing', 55, 'Yellowing or scratches that hide some detail'),
    option('Heavy yellowing', 30, 'Cloudy or brown; the figure is hard to see'),
    option('Severe', 10, 'Opaque, crazed or cracked plastic'),
  ]),
  carded('bubble_structure', 'Bubble Condition', 'packaging', 15, 'Is the bubble in its original shape?', [
    option('Perfect', 100, 'No dents, cracks or crushing'),
    option('Tiny dent', 90, 'A small dimple that does not reach the figure'),
    option('Minor dent', 75, 'A visible dent or soft crease'),
    option('Dented', 55, 'Several dents or a crushed corner'),
    option('Cracked', 30, 'A crack or split in the plastic'),
    option('Severe', 10, 'Crushed, punctured or missing pieces'),
  ]),
  carded('figure_paint', 'Figure Condition', 'paint', 10, 'How does the figure’s paint look through the bubble?', [
    option('Flawless', 100, 'Crisp factory paint, no flaws'),
    option('Near flawless', 90, 'One tiny factory flaw'),
    option('Minor flaws', 75, 'Small factory misapplication or a speck of rub'),
    option('Noticeable flaws', 55, 'Visible misapplication or discolouration'),
    option('Poor', 30, 'Large rubs or strong discolouration'),
    option('Severe', 10, 'Paint missing or badly discoloured'),
  ]),
  carded('figure_position', 'Figure Condition', 'structure', 5, 'Is the figure seated correctly in its tray?', [
    option('Perfectly seated', 100, 'Centred and upright, as packed at the factory'),
    option('Slightly shifted', 80, 'Leaning or moved a little'),
    option('Shifted', 60, 'Clearly moved from its place'),
    option('Loose in the bubble', 30, 'Fallen from its seat or moving freely'),
    option('Broken or detached', 10, 'A part has come off inside the bubble'),
  ]),
  carded('accessories_visible', 'Figure Condition', 'completeness', 10, 'Are all the accessories in the bubble?', [
    option('All present and in place', 100, 'Every accessory in its tray'),
    option('All present, slightly shifted', 90, 'Every accessory there, one moved a little'),
    option('All present, moved around', 75, 'Accessories have fallen out of their trays'),
    option('One missing', 50, 'One accessory is not in the bubble'),
    option('Several missing', 25, 'More than one accessory is not in the bubble'),
    option('None present', 5, 'The accessory tray is empty'),
  ]),
  carded('figure_joints', 'Figure Condition', 'joints', 5, 'Do the joints look right through the bubble?', [
    option('Perfect', 100, 'Limbs straight and seated'),
    option('Slightly turned', 90, 'A limb turned a little from its packed pose'),
    option('Minor stress', 75, 'Faint stress marks at a joint'),
    option('Stressed', 55, 'Clear white stress marks at a joint'),
    option('Damaged', 30, 'A cracked or bent joint'),
    option('Broken', 10, 'A limb has come off'),
    cannotAssess(70, 'The joints cannot be seen clearly through the bubble (counts as neutral)'),
  ]),
  carded('package_seal', 'Overall Package', 'packaging', 10, 'Is the bubble sealed to the card?', [
    option('Factory sealed', 100, 'Fully attached, no lifting'),
    option('Slight lifting', 80, 'A corner or edge of the bubble lifts a little'),
    option('Partly lifted', 55, 'The bubble is coming away along an edge'),
    option('Resealed or opened', 25, 'Signs of glue, tape or reopening'),
    option('Detached', 5, 'The bubble has come off the card'),
  ]),
  carded('price_sticker', 'Overall Package', 'packaging', 5, 'Is there a price sticker or its residue?', [
    option('None, clean card', 100, 'No sticker, residue or writing'),
    option('Original sticker, intact', 85, 'A store sticker, nothing else'),
    option('Sticker residue', 65, 'Glue residue or a partly removed sticker'),
    option('Writing or marks', 40, 'A price written on the card, or a sticker tear'),
    option('Torn card surface', 10, 'Removing a sticker tore the card'),
  ]),
];

/** For a figure out of its packaging: weights sum to 100. */
export const LOOSE_QUESTIONS: readonly Question[] = [
  loose('loose_paint_chips', 'Paint Condition', 'paint', 15, 'How much paint has chipped or rubbed off?', [
    option('None', 100, 'All paint intact'),
    option('Pin-point', 90, 'One or two specks seen up close'),
    option('Minor', 75, 'A few small chips or light rubs on high points'),
    option('Moderate', 55, 'Noticeable rubs on the eyes, mask, belt or pads'),
    option('Heavy', 30, 'Large worn areas'),
    option('Severe', 10, 'Most of the paint is gone'),
  ]),
  loose('loose_paint_quality', 'Paint Condition', 'paint', 15, 'How bright and even are the colours?', [
    option('Like new', 100, 'Bright colours, no fading or discolouration'),
    option('Very good', 90, 'Barely noticeable dulling'),
    option('Good', 75, 'Slight fading or a factory flaw'),
    option('Fair', 55, 'Visible fading, yellowing or staining'),
    option('Poor', 30, 'Strong fading or discolouration'),
    option('Severe', 10, 'Heavily stained, sun-damaged or repainted'),
  ]),
  loose('loose_cracks', 'Structural Integrity', 'structure', 15, 'Are there cracks or stress marks in the plastic?', [
    option('None', 100, 'No cracks or stress marks anywhere'),
    option('Faint stress marks', 90, 'White stress lines, no crack'),
    option('Hairline crack', 70, 'A hairline crack where it takes no load'),
    option('Visible crack', 50, 'A crack that can be seen at arm’s length'),
    option('Major cracks', 25, 'Several cracks, or a split thumb or hand'),
    option('Severe', 5, 'Broken or glued pieces'),
  ]),
  loose('loose_surface', 'Structural Integrity', 'structure', 10, 'How is the plastic surface?', [
    option('Clean', 100, 'No scratches, marks or dirt'),
    option('Light marks', 90, 'Marks seen only up close'),
    option('Minor scratches', 75, 'A few light scratches'),
    option('Noticeable wear', 55, 'Scratches, ink marks or residue'),
    option('Heavy wear', 30, 'Chew marks or melted spots'),
    option('Severe', 10, 'Burns or deep gouges'),
  ]),
  loose('loose_joints_tight', 'Joint Condition', 'joints', 10, 'How tight are the joints?', [
    option('Tight', 100, 'Every joint holds a pose'),
    option('Mostly tight', 90, 'One joint a little easy'),
    option('Slightly loose', 75, 'One joint loose'),
    option('Loose', 55, 'Several joints loose'),
    option('Very loose', 30, 'Limbs flop'),
    option('Severe', 10, 'No joint holds a pose'),
  ]),
  loose('loose_joints_broken', 'Joint Condition', 'joints', 10, 'Are any joints or limbs broken?', [
    option('None', 100, 'Every joint works'),
    option('Stressed', 75, 'Stress marks at a joint that still works'),
    option('Repaired', 50, 'A joint has been repaired or glued'),
    option('One broken', 25, 'One limb or joint broken'),
    option('Several broken', 5, 'More than one limb or joint broken'),
  ]),
  loose('loose_accessories', 'Completeness', 'completeness', 15, 'Do you have the figure’s original accessories?', [
    option('All of them', 100, 'Every original accessory'),
    option('All but a small piece', 90, 'Only something small is missing'),
    option('One missing', 75, 'One accessory is missing'),
    option('About half', 50, 'Around half of the accessories'),
    option('Only one', 25, 'A single accessory'),
    option('None', 5, 'No original accessories'),
    option('N/A', 100, 'This figure came with no accessories'),
  ]),
  loose('loose_parts', 'Completeness', 'completeness', 10, 'Are any of the figure’s own parts missing?', [
    option('All present', 100, 'Nothing missing from the figure itself'),
    option('A tiny part', 75, 'A small tip or strap end'),
    option('A part', 50, 'A clip, strap or piece of the figure'),
    option('A major part', 25, 'A hand, a bandana tail or another large piece'),
    option('Several parts', 5, 'More than one part missing'),
  ]),
];

/** The question set for a packaging status: LOOSE gets the loose questions, anything else the carded ones. */
export function questionsFor(status: PackagingStatus): readonly Question[] {
  return questionSetFor(status) === 'loose' ? LOOSE_QUESTIONS : CARDED_QUESTIONS;
}
