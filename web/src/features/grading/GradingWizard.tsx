import { useEffect, useReducer, useRef, type SetStateAction } from 'react';
import type { GradeResult } from '@tmnt/domain';
import { useAiGrade, useGradingSetup, useManualGrade } from '../../api/grading.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { gradingErrorText } from './grade-text.ts';
import { MinimisedPanel } from './MinimisedPanel.tsx';
import { progressMessage, progressPercent } from './progress.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { AiGradingProgress, ManualGradingProgress } from './steps/GradingStep.tsx';
import { GradingFailed } from './steps/GradingFailed.tsx';
import { MethodStep, type AiSetupState } from './steps/MethodStep.tsx';
import { PackagingStep } from './steps/PackagingStep.tsx';
import { QuestionnaireStep } from './steps/QuestionnaireStep.tsx';
import { ResultStep } from './steps/ResultStep.tsx';
import { UnknownStep } from './steps/UnknownStep.tsx';
import { completePhotos, photosInOrder, type WizardPhoto } from './upload/photos.ts';
import { UploadStep } from './upload/UploadStep.tsx';
import { useGradingTimers } from './useGradingTimers.ts';
import { usePreviewCleanup } from './usePreviewCleanup.ts';
import { canStartGrading, initialWizardState, questionnaireResponses, wizardQuestions, wizardReducer, type WizardStep } from './wizard-state.ts';

export interface GradingWizardProps {
  inventoryId: number;
  figureName: string;
  /** The figure's accessories, for the AI to look for; none from the item page. */
  expectedAccessories?: string[];
  onComplete: (result: GradeResult) => void;
  onCancel: () => void;
}

const STEP_LABELS: Record<WizardStep, string> = {
  packaging: 'Packaging',
  method: 'Grading Method',
  questionnaire: 'Questionnaire',
  upload: 'Upload Photos',
  grading: 'Grading',
  result: 'Results',
  unknown: 'Unknown Step',
};

/** The AI Figure Grading wizard for one copy (spec: AI Figure Grading wizard). */
export function GradingWizard({ inventoryId, figureName, expectedAccessories, onComplete, onCancel }: GradingWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const setupQuery = useGradingSetup();
  const manual = useManualGrade(inventoryId);
  const ai = useAiGrade(inventoryId);
  usePreviewCleanup(state.photos);
  useGradingTimers(state, dispatch);

  // A new step starts at the top: scrolled there, and focused so keyboard and screen reader users start there too
  // rather than on a button that vanished.
  const top = useRef<HTMLDivElement>(null);
  const stepBody = useRef<HTMLDivElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    top.current?.scrollIntoView({ block: 'start' });
    stepBody.current?.focus({ preventScroll: true });
  }, [state.step]);

  const setup: AiSetupState = setupQuery.isPending
    ? { status: 'loading' }
    : setupQuery.isError
      ? { status: 'error', message: setupQuery.error.message }
      : { status: 'ready', ai: setupQuery.data.ai };

  const questions = wizardQuestions(state);

  const startGrading = () => {
    if (!canStartGrading(state) || !state.packaging) return;
    dispatch({ type: 'gradingStarted' });
    const outcome = {
      onSuccess: (result: GradeResult) => dispatch({ type: 'gradingSucceeded', result }),
      onError: (error: unknown) => dispatch({ type: 'gradingFailed', error: gradingErrorText(error) }),
    };
    if (state.method === 'manual') {
      manual.mutate({ packaging_status: state.packaging, responses: questionnaireResponses(questions, state.answers) }, outcome);
    } else {
      const photos = completePhotos(photosInOrder(state.packaging, state.photos)).map((p) => ({ file: p.file, requirement: p.requirement }));
      ai.mutate({ packaging: state.packaging, photos, expectedAccessories }, outcome);
    }
  };

  const { run } = state;
  if (state.minimised && run && run.status !== 'failed') {
    return (
      <MinimisedPanel
        figureName={figureName}
        percent={progressPercent(run)}
        message={progressMessage(run)}
        onExpand={() => dispatch({ type: 'expand' })}
        onCancel={onCancel}
      />
    );
  }

  const restart = () => dispatch({ type: 'restart' });
  let body;
  switch (state.step) {
    case 'packaging':
      body = <PackagingStep selected={state.packaging} onChoose={(packaging) => dispatch({ type: 'choosePackaging', packaging })} />;
      break;
    case 'method':
      if (!state.packaging) break;
      body = (
        <MethodStep
          packaging={state.packaging}
          setup={setup}
          onChoose={(method) => dispatch({ type: 'chooseMethod', method })}
          onBack={() => dispatch({ type: 'backToPackaging' })}
        />
      );
      break;
    case 'questionnaire':
      if (questions.length === 0) break;
      body = (
        <QuestionnaireStep
          questions={questions}
          index={state.questionIndex}
          answers={state.answers}
          onAnswer={(questionId, option) => dispatch({ type: 'answer', questionId, option })}
          onPrevious={() => dispatch({ type: 'previousQuestion' })}
          onNext={() => dispatch({ type: 'nextQuestion' })}
          onSubmit={startGrading}
        />
      );
      break;
    case 'upload':
      if (!state.packaging) break;
      body = (
        <UploadStep
          packaging={state.packaging}
          photos={state.photos}
          onPhotosChange={(update: SetStateAction<WizardPhoto[]>) => dispatch({ type: 'photosChanged', update })}
          onBack={() => dispatch({ type: 'backToPackaging' })}
          onSubmit={startGrading}
        />
      );
      break;
    case 'grading':
      if (!run || !state.method) break;
      if (run.status === 'failed') {
        body = <GradingFailed method={state.method} error={run.error} onRetry={startGrading} onBack={() => dispatch({ type: 'backFromFailure' })} />;
      } else if (state.method === 'manual') {
        body = <ManualGradingProgress />;
      } else {
        body = <AiGradingProgress run={run} photos={state.photos} onMinimise={() => dispatch({ type: 'minimise' })} />;
      }
      break;
    case 'result': {
      const { result } = state;
      if (!result) break;
      body = <ResultStep result={result} onDone={() => onComplete(result)} />;
      break;
    }
  }

  return (
    <Dialog
      size="xl"
      onClose={onCancel}
      title={
        <>
          <span className="block truncate">{figureName}</span>
          <span className="block truncate text-sm font-normal text-gray-600 dark:text-gray-300">AI Figure Grading · {STEP_LABELS[state.step]}</span>
        </>
      }
    >
      <div ref={top} className="scroll-mt-4">
        <StepIndicator step={state.step} />
      </div>
      <div ref={stepBody} tabIndex={-1} className="mt-5 outline-none">
        {body ?? <UnknownStep onRestart={restart} />}
      </div>
    </Dialog>
  );
}
