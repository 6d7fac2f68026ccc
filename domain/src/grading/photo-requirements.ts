import { GRADING } from './constants.ts';
import type { PackagingStatus } from './packaging.ts';

/** A photo the AI grading asks for (spec section 3 "Photo requirement"). */
export interface PhotoRequirement {
  name: string;
  description: string;
  required: boolean;
  examples: string[];
}

const shot = (name: string, description: string, examples: string[], required = true): PhotoRequirement => ({ name, description, required, examples });

/** MOC and MIP share 11 shots: 9 required, 2 optional. */
const SEALED: readonly PhotoRequirement[] = [
  shot('Front of Card', 'The whole front, straight on, filling the frame', ['Card art and bubble in full view', 'No glare on the bubble']),
  shot('Back of Card', 'The whole back, straight on', ['Character bio and figure checklist', 'Any punch or hang tab']),
  shot('Top Edge', 'The top edge and hang tab, close up', ['Hang hole', 'Corner wear']),
  shot('Bottom Edge', 'The bottom edge, close up', ['Corner wear', 'Dings or crushing']),
  shot('Left Side Edge', 'The left edge seen from the side', ['Edge wear', 'Bubble profile']),
  shot('Right Side Edge', 'The right edge seen from the side', ['Edge wear', 'Bubble profile']),
  shot('Bubble Clarity', 'The bubble at an angle to a light, to show yellowing and scratches', ['Yellowing', 'Scuffs and scratches']),
  shot('Seal Integrity', 'Where the bubble meets the card, all the way round', ['Lifting edges', 'Glue or reseal marks']),
  shot('Figure Inside Bubble', 'The figure through the bubble, close up', ['Paint', 'Accessories in their trays']),
  shot('Price Tag/Sticker Area', 'Any price sticker, its residue or writing', ['Store sticker', 'Residue or tears'], false),
  shot('Manufacturing Date Stamp', 'The date or code stamp, usually on the back', ['Stamped date code', 'Country of origin'], false),
];

const LOOSE: readonly PhotoRequirement[] = [
  shot('Front View', 'The whole figure from the front, standing', ['Full figure in frame', 'Plain background']),
  shot('Back View', 'The whole figure from the back', ['Shell', 'Belt and straps']),
  shot('Left Side', 'The figure from its left side', ['Arm and leg profile']),
  shot('Right Side', 'The figure from its right side', ['Arm and leg profile']),
  shot('Head/Face Close-up', 'The head and face, close up and sharp', ['Eyes and mask paint', 'Bandana tails']),
  shot('Joint Condition', 'The shoulders, hips and any stressed joint, close up', ['Stress marks', 'Cracks at the pegs']),
  shot('Paint Details', 'Close-ups of any paint wear', ['Rubs on high points', 'Chips on pads and belt']),
  shot('Base/Feet', 'The underside of the feet', ['Date and maker stamp', 'Wear on the soles']),
  shot('All Accessories', 'Every accessory you have, laid out together', ['Weapons', 'Belts and extras']),
];

const DAMAGED: readonly PhotoRequirement[] = [
  shot('Package: Front', 'The whole front of the package, straight on', ['Card art', 'Bubble']),
  shot('Package: Damage Areas', 'Each damaged area, close up', ['Tears and creases', 'Crushing or openings']),
  shot('Package: Back', 'The whole back of the package', ['Character bio', 'Tears or stickers']),
  shot('Figure: Front', 'The figure from the front', ['Full figure in frame']),
  shot('Figure: Back', 'The figure from the back', ['Shell', 'Belt and straps']),
  shot('Figure: Joints', 'The shoulders, hips and any stressed joint, close up', ['Stress marks', 'Cracks at the pegs']),
  shot('Figure: Paint Details', 'Close-ups of any paint wear', ['Rubs on high points', 'Chips on pads and belt']),
  shot('Figure: All Accessories', 'Every accessory you have, laid out together', ['Weapons', 'Belts and extras'], false),
];

const REQUIREMENTS: Record<PackagingStatus, readonly PhotoRequirement[]> = { MOC: SEALED, MIP: SEALED, LOOSE, DAMAGED_PACKAGE: DAMAGED };

export function photoRequirementsFor(status: PackagingStatus): readonly PhotoRequirement[] {
  return REQUIREMENTS[status];
}

/** The required shots that none of the given photos is for (photos are matched by requirement name). */
export function missingRequiredPhotos(status: PackagingStatus, photoRequirementNames: readonly string[]): string[] {
  const have = new Set(photoRequirementNames);
  return REQUIREMENTS[status].filter((r) => r.required && !have.has(r.name)).map((r) => r.name);
}

/** The spec's words for a photo under the 800x600 minimum (section 5), or null when it is large enough. */
export function photoResolutionProblem(width: number, height: number): string | null {
  return width < GRADING.minPhotoWidth || height < GRADING.minPhotoHeight
    ? `Resolution too low: ${width}x${height} (minimum ${GRADING.minPhotoWidth}x${GRADING.minPhotoHeight} required)`
    : null;
}
