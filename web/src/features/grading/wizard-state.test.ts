import { describe, expect, it } from 'vitest';
import { CARDED_QUESTIONS, LOOSE_QUESTIONS, type GradeResult } from '@tmnt/domain';
import type { WizardPhoto } from './upload/photos.ts';
import {
  canStartGrading, initialWizardState, questionnaireResponses, wizardReducer, type WizardAction, type WizardState,
} from './wizard-state.ts';

const run = (actions: WizardAction[], from: WizardState = initialWizardState) => actions.reduce(wizardReducer, from);

const photo = (requirement: string, id = requirement): WizardPhoto => ({
  id,
  file: new Blob(['x'], { type: 'image/jpeg' }),
  preview: `blob:${id}`,
  requirement,
  uploadStatus: 'complete',
  uploadProgress: 100,
  compressedSize: 1,
});

const result: GradeResult = {
  letterGrade: 'B',
  overallGrade: 77,
  confidence: 100,
  summary: 'Light wear.',
  breakdown: { paint: { score: 80 }, structure: { score: 70 }, joints: { score: 75 }, completeness: { score: 90 } },
  recommendations: [],
  method: 'ai',
  graded_at: '2025-01-01T00:00:00.000Z',
  grading_photos: ['/uploads/a.jpg'],
  cost: { model: 'm', input_tokens: 1, output_tokens: 1, usd: 0.07 },
};

/** Answers every question of the set with its first option (and goes to the last question). */
function answerAll(state: WizardState, questions = CARDED_QUESTIONS): WizardState {
  let next = state;
  questions.forEach((q, i) => {
    next = wizardReducer(next, { type: 'answer', questionId: q.id, option: 0 });
    if (i < questions.length - 1) next = wizardReducer(next, { type: 'nextQuestion' });
  });
  return next;
}

const manualAtQuestions = () => run([{ type: 'choosePackaging', packaging: 'MOC' }, { type: 'chooseMethod', method: 'manual' }]);
const aiAtPhotos = () => run([{ type: 'choosePackaging', packaging: 'LOOSE' }, { type: 'chooseMethod', method: 'ai' }]);

describe('the grading wizard', () => {
  it('goes packaging, method, then the questionnaire or the photos, and back to packaging from both', () => {
    const method = run([{ type: 'choosePackaging', packaging: 'MIP' }]);
    expect(method).toMatchObject({ step: 'method', packaging: 'MIP' });
    expect(run([{ type: 'backToPackaging' }], method).step).toBe('packaging');
    expect(run([{ type: 'chooseMethod', method: 'manual' }], method)).toMatchObject({ step: 'questionnaire', method: 'manual', questionIndex: 0 });
    const upload = run([{ type: 'chooseMethod', method: 'ai' }], method);
    expect(upload).toMatchObject({ step: 'upload', method: 'ai' });
    expect(run([{ type: 'backToPackaging' }], upload).step).toBe('packaging');
  });

  it('chooses no method before a packaging', () => {
    expect(run([{ type: 'chooseMethod', method: 'ai' }])).toBe(initialWizardState);
  });

  it('moves question by question, only past an answered one, storing answers per question id', () => {
    let state = manualAtQuestions();
    state = run([{ type: 'nextQuestion' }], state);
    expect(state.questionIndex).toBe(0);
    state = run([{ type: 'answer', questionId: 'card_creases', option: 2 }, { type: 'nextQuestion' }], state);
    expect(state.questionIndex).toBe(1);
    expect(state.answers).toEqual({ card_creases: 2 });
    state = run([{ type: 'previousQuestion' }, { type: 'previousQuestion' }], state);
    expect(state.questionIndex).toBe(0);
    // Changing an answer replaces it.
    state = run([{ type: 'answer', questionId: 'card_creases', option: 4 }], state);
    expect(state.answers).toEqual({ card_creases: 4 });
  });

  it('stops at the last question: what follows is the submission', () => {
    const state = answerAll(manualAtQuestions());
    expect(state.questionIndex).toBe(CARDED_QUESTIONS.length - 1);
    expect(run([{ type: 'nextQuestion' }], state).questionIndex).toBe(CARDED_QUESTIONS.length - 1);
  });

  it('sends the chosen options’ values in the question set’s order, telling apart two options of one value', () => {
    const accessories = LOOSE_QUESTIONS.find((q) => q.id === 'loose_accessories')!;
    const na = accessories.options.findIndex((o) => o.label === 'N/A');
    expect(accessories.options[na].value).toBe(accessories.options[0].value);
    expect(questionnaireResponses(LOOSE_QUESTIONS, { loose_accessories: na, loose_paint_chips: 3 })).toEqual([
      { questionId: 'loose_paint_chips', value: 55 },
      { questionId: 'loose_accessories', value: 100 },
    ]);
  });

  it('submits a questionnaire only when every question is answered, and shows its result at once', () => {
    const partial = run([{ type: 'answer', questionId: 'card_creases', option: 0 }], manualAtQuestions());
    expect(canStartGrading(partial)).toBe(false);
    expect(run([{ type: 'gradingStarted' }], partial)).toBe(partial);

    const answered = answerAll(manualAtQuestions());
    expect(canStartGrading(answered)).toBe(true);
    const grading = run([{ type: 'gradingStarted' }], answered);
    expect(grading).toMatchObject({ step: 'grading', run: { status: 'running', phase: 0 } });
    const done = run([{ type: 'gradingSucceeded', result: { ...result, method: 'manual' } }], grading);
    expect(done).toMatchObject({ step: 'result', result: { method: 'manual' } });
  });

  it('advances the AI phases one at a time and holds the last one until the answer', () => {
    let state = run([{ type: 'gradingStarted' }], aiAtPhotos());
    for (let i = 0; i < 15; i++) state = run([{ type: 'phaseAdvanced' }], state);
    expect(state.run).toEqual({ status: 'running', phase: 9 });
    state = run([{ type: 'gradingSucceeded', result }], state);
    // 100% is shown a moment before the result replaces the progress.
    expect(state).toMatchObject({ step: 'grading', run: { status: 'succeeded' }, result });
    expect(run([{ type: 'phaseAdvanced' }], state)).toBe(state);
    expect(run([{ type: 'showResult' }], state)).toMatchObject({ step: 'result', result });
  });

  it('keeps the photos through a failure, retries, and goes back to them', () => {
    const photos = [photo('Front View'), photo('Back View')];
    let state = run([{ type: 'photosChanged', update: photos }, { type: 'gradingStarted' }, { type: 'phaseAdvanced' }], aiAtPhotos());
    state = run([{ type: 'gradingFailed', error: 'The AI answer could not be read' }], state);
    expect(state).toMatchObject({ step: 'grading', run: { status: 'failed', phase: 1, error: 'The AI answer could not be read' }, photos });
    // A late second answer to the same run changes nothing.
    expect(run([{ type: 'gradingSucceeded', result }], state)).toBe(state);

    const retried = run([{ type: 'gradingStarted' }], state);
    expect(retried).toMatchObject({ step: 'grading', run: { status: 'running', phase: 0 }, photos });
    const back = run([{ type: 'backFromFailure' }], state);
    expect(back).toMatchObject({ step: 'upload', run: null, photos });
  });

  it('goes back to the questions after a failed questionnaire, answers kept', () => {
    const answered = answerAll(manualAtQuestions());
    const failed = run([{ type: 'gradingStarted' }, { type: 'gradingFailed', error: 'Cannot reach the server: is it running?' }], answered);
    expect(failed.run).toMatchObject({ status: 'failed' });
    expect(run([{ type: 'backFromFailure' }], failed)).toMatchObject({ step: 'questionnaire', answers: answered.answers });
  });

  it('applies the upload step’s updaters to the current photos', () => {
    const first = photo('Front View', 'a');
    const state = run(
      [
        { type: 'photosChanged', update: (current) => [...current, first] },
        { type: 'photosChanged', update: (current) => [...current, photo('Back View', 'b')] },
      ],
      aiAtPhotos(),
    );
    expect(state.photos.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('keeps, on a change of packaging, only the answers and photos that still fit it', () => {
    let state = run([{ type: 'photosChanged', update: [photo('Front of Card'), photo('Bubble Clarity')] }], run([{ type: 'choosePackaging', packaging: 'MOC' }]));
    state = run([{ type: 'answer', questionId: 'card_creases', option: 1 }, { type: 'choosePackaging', packaging: 'MIP' }], state);
    expect(state.answers).toEqual({ card_creases: 1 });
    expect(state.photos.map((p) => p.requirement)).toEqual(['Front of Card', 'Bubble Clarity']);
    state = run([{ type: 'choosePackaging', packaging: 'LOOSE' }], state);
    expect(state.answers).toEqual({});
    expect(state.photos).toEqual([]);
  });

  it('minimises only a running AI grading, shows a failure in full and expands on the result', () => {
    expect(run([{ type: 'minimise' }], aiAtPhotos()).minimised).toBe(false);
    const grading = run([{ type: 'gradingStarted' }], aiAtPhotos());
    const minimised = run([{ type: 'minimise' }], grading);
    expect(minimised.minimised).toBe(true);
    expect(run([{ type: 'expand' }], minimised).minimised).toBe(false);
    expect(run([{ type: 'gradingFailed', error: 'x' }], minimised).minimised).toBe(false);
    const succeeded = run([{ type: 'gradingSucceeded', result }], minimised);
    expect(succeeded.minimised).toBe(true);
    expect(run([{ type: 'showResult' }], succeeded).minimised).toBe(false);

    const manualGrading = run([{ type: 'gradingStarted' }], answerAll(manualAtQuestions()));
    expect(run([{ type: 'minimise' }], manualGrading).minimised).toBe(false);
  });

  it('lands on the Unknown Step for an action it does not know, and Restart starts again', () => {
    const lost = wizardReducer(aiAtPhotos(), { type: 'teleport' } as unknown as WizardAction);
    expect(lost.step).toBe('unknown');
    expect(run([{ type: 'restart' }], lost)).toEqual(initialWizardState);
  });
});
