import { lazy, Suspense } from 'react';
import { Dialog } from '../../components/Dialog.tsx';
import { Loading } from '../../components/Spinner.tsx';
import type { GradingWizardProps } from './GradingWizard.tsx';

// The wizard (steps, photo intake, camera) is its own chunk, loaded when a grading is first opened.
const GradingWizard = lazy(() => import('./GradingWizard.tsx').then((m) => ({ default: m.GradingWizard })));

/** The grading wizard, with a loading dialog while its code arrives. */
export function LazyGradingWizard(props: GradingWizardProps) {
  return (
    <Suspense
      fallback={
        <Dialog title={props.figureName} onClose={props.onCancel} size="xl">
          <Loading text="Loading the grading wizard..." />
        </Dialog>
      }
    >
      <GradingWizard {...props} />
    </Suspense>
  );
}
