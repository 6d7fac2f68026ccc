import type { SetStateAction } from 'react';
import { GRADING_PROGRESS, photoRequirementsFor, questionsFor, type GradeResult, type PackagingStatus, type Question } from '@tmnt/domain';
import type { WizardPhoto } from './upload/photos.ts';

/** The wizard's steps (spec: AI Figure Grading wizard); 'unknown' is where an action the wizard does not know leads. */
export type WizardStep = 'packaging' | 'method' | 'questionnaire' | 'upload' | 'grading' | 'result' | 'unknown';
export type GradingMethod = 'manual' | 'ai';

/** One grading request: its simulated phase while it runs, and how it ended. */
export type GradingRun =
  | { status: 'running'; phase: number }
  | { status: 'failed'; phase: number; error: string }
  | { status: 'succeeded' };

export interface WizardState {
  step: WizardStep;
  packaging: PackagingStatus | null;
  method: GradingMethod | null;
  /** The question shown, as an index into the packaging's question set. */
  questionIndex: number;
  /** The chosen option per question id, as an index into its options (two options may share a value). */
  answers: Record<string, number>;
  photos: WizardPhoto[];
  run: GradingRun | null;
  result: GradeResult | null;
  /** The grading step shown as a small floating panel. */
  minimised: boolean;
}

export type WizardAction =
  | { type: 'choosePackaging'; packaging: PackagingStatus }
  | { type: 'chooseMethod'; method: GradingMethod }
  | { type: 'backToPackaging' }
  | { type: 'answer'; questionId: string; option: number }
  | { type: 'nextQuestion' }
  | { type: 'previousQuestion' }
  // The upload step may pass the new list or, as a state setter, a function of the current one.
  | { type: 'photosChanged'; update: SetStateAction<WizardPhoto[]> }
  | { type: 'gradingStarted' }
  | { type: 'phaseAdvanced' }
  | { type: 'gradingSucceeded'; result: GradeResult }
  | { type: 'gradingFailed'; error: string }
  | { type: 'showResult' }
  | { type: 'backFromFailure' }
  | { type: 'minimise' }
  | { type: 'expand' }
  | { type: 'restart' };

export const initialWizardState: WizardState = {
  step: 'packaging',
  packaging: null,
  method: null,
  questionIndex: 0,
  answers: {},
  photos: [],
  run: null,
  result: null,
  minimised: false,
};

const LAST_PHASE = GRADING_PROGRESS.phases.length - 1;

/** The questions of the chosen packaging (none before one is chosen). */
export function wizardQuestions(state: Pick<WizardState, 'packaging'>): readonly Question[] {
  return state.packaging ? questionsFor(state.packaging) : [];
}

/** The answers as the grade-manual call takes them, in the question set's order. */
export function questionnaireResponses(questions: readonly Question[], answers: Record<string, number>): { questionId: string; value: number }[] {
  return questions.flatMap((q) => {
    const option = q.options[answers[q.id]];
    return option ? [{ questionId: q.id, value: option.value }] : [];
  });
}

const allAnswered = (state: WizardState) => {
  const questions = wizardQuestions(state);
  return questions.length > 0 && questionnaireResponses(questions, state.answers).length === questions.length;
};

/**
 * A change of packaging keeps what still fits it: answers to questions of its set and photos of its requirements
 * (MOC and MIP share both; LOOSE shares neither with them).
 */
function choosePackaging(state: WizardState, packaging: PackagingStatus): WizardState {
  const questionIds = new Set(questionsFor(packaging).map((q) => q.id));
  const requirementNames = new Set(photoRequirementsFor(packaging).map((r) => r.name));
  return {
    ...state,
    step: 'method',
    packaging,
    questionIndex: 0,
    answers: Object.fromEntries(Object.entries(state.answers).filter(([id]) => questionIds.has(id))),
    photos: state.photos.filter((p) => requirementNames.has(p.requirement)),
  };
}

/** A grading starts from a fully answered questionnaire, from the photos, or again after a failure. */
export function canStartGrading(state: WizardState): boolean {
  return (
    (state.step === 'questionnaire' && state.method === 'manual' && allAnswered(state)) ||
    (state.step === 'upload' && state.method === 'ai') ||
    (state.step === 'grading' && state.run?.status === 'failed')
  );
}

function gradingStarted(state: WizardState): WizardState {
  return canStartGrading(state) ? { ...state, step: 'grading', run: { status: 'running', phase: 0 }, result: null, minimised: false } : state;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'choosePackaging':
      return choosePackaging(state, action.packaging);
    case 'chooseMethod':
      if (!state.packaging) return state;
      return { ...state, method: action.method, step: action.method === 'manual' ? 'questionnaire' : 'upload' };
    case 'backToPackaging':
      return { ...state, step: 'packaging' };
    case 'answer':
      return { ...state, answers: { ...state.answers, [action.questionId]: action.option } };
    case 'nextQuestion': {
      const question = wizardQuestions(state)[state.questionIndex];
      const isLast = state.questionIndex >= wizardQuestions(state).length - 1;
      // Next waits for an answer; after the last question comes the submission (gradingStarted), not another question.
      if (!question || state.answers[question.id] === undefined || isLast) return state;
      return { ...state, questionIndex: state.questionIndex + 1 };
    }
    case 'previousQuestion':
      return { ...state, questionIndex: Math.max(0, state.questionIndex - 1) };
    case 'photosChanged':
      return { ...state, photos: typeof action.update === 'function' ? action.update(state.photos) : action.update };
    case 'gradingStarted':
      return gradingStarted(state);
    case 'phaseAdvanced':
      // The last phase is held until the answer arrives.
      if (state.run?.status !== 'running' || state.run.phase >= LAST_PHASE) return state;
      return { ...state, run: { status: 'running', phase: state.run.phase + 1 } };
    case 'gradingSucceeded':
      if (state.run?.status !== 'running') return state;
      // A questionnaire is scored at once: no progress to finish, straight to the result.
      if (state.method === 'manual') return { ...state, step: 'result', run: { status: 'succeeded' }, result: action.result, minimised: false };
      return { ...state, run: { status: 'succeeded' }, result: action.result };
    case 'showResult':
      if (state.run?.status !== 'succeeded' || !state.result) return state;
      return { ...state, step: 'result', minimised: false };
    case 'gradingFailed':
      if (state.run?.status !== 'running') return state;
      // A failure is shown in full, never hidden in the floating panel.
      return { ...state, run: { status: 'failed', phase: state.run.phase, error: action.error }, minimised: false };
    case 'backFromFailure':
      if (state.run?.status !== 'failed') return state;
      return { ...state, step: state.method === 'manual' ? 'questionnaire' : 'upload', run: null };
    case 'minimise':
      return state.step === 'grading' && state.method === 'ai' && state.run?.status !== 'failed' ? { ...state, minimised: true } : state;
    case 'expand':
      return { ...state, minimised: false };
    case 'restart':
      return initialWizardState;
    default:
      // An action this wizard does not know: say so (the Unknown Step panel) instead of carrying on in a wrong state.
      return { ...state, step: 'unknown', minimised: false };
  }
}
