import { useState, type Dispatch, type SetStateAction } from 'react';
import { ArrowLeft, Camera, Check, Sparkles, Upload } from 'lucide-react';
import { GRADING, PACKAGING_STATUS_INFO, photoRequirementsFor, plural, type PackagingStatus } from '@tmnt/domain';
import { Badge } from '../../../components/Badge.tsx';
import { Button, buttonClasses } from '../../../components/Button.tsx';
import { AlertDialog } from './AlertDialog.tsx';
import { CameraCapture } from './CameraCapture.tsx';
import { completePhotos, formatKb, photosInOrder, submitState, totalCompressedBytes, type WizardPhoto } from './photos.ts';
import { PhotoThumbnail } from './PhotoThumbnail.tsx';
import { usePhotoIntake, type Rejection } from './usePhotoIntake.ts';

interface UploadStepProps {
  packaging: PackagingStatus;
  photos: WizardPhoto[];
  /** Takes an updater too: compressions finish one by one and each must see the others' results. */
  onPhotosChange: Dispatch<SetStateAction<WizardPhoto[]>>;
  onBack: () => void;
  /** Called with the complete photos (compressed JPEGs), each with its requirement name. */
  onSubmit: (photos: WizardPhoto[]) => void;
}

/** The AI grading's photos: one picker per requirement, guided camera capture, the quality check and compression. */
export function UploadStep({ packaging, photos: allPhotos, onPhotosChange, onBack, onSubmit }: UploadStepProps) {
  const requirements = photoRequirementsFor(packaging);
  const requiredCount = requirements.filter((r) => r.required).length;
  const optionalCount = requirements.length - requiredCount;
  const intake = usePhotoIntake(onPhotosChange);
  const [camera, setCamera] = useState(false);
  const [adding, setAdding] = useState<Record<string, number>>({});
  const photos = photosInOrder(packaging, allPhotos);
  const submit = submitState(packaging, photos);
  const complete = completePhotos(photos);
  const usable = new Set(photos.filter((p) => p.uploadStatus !== 'error').map((p) => p.requirement));
  const firstMissing = requirements.findIndex((r) => r.required && !usable.has(r.name));

  async function addFiles(files: File[], requirement: string) {
    setAdding((a) => ({ ...a, [requirement]: (a[requirement] ?? 0) + 1 }));
    try {
      await intake.add(files, requirement);
    } finally {
      setAdding((a) => ({ ...a, [requirement]: (a[requirement] ?? 1) - 1 }));
    }
  }

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <p className="font-medium">
          {plural(requiredCount, 'required photo')} for {PACKAGING_STATUS_INFO[packaging].label}
          {optionalCount > 0 ? `, and ${optionalCount} optional` : ''}.
        </p>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Each photo needs at least {GRADING.minPhotoWidth}x{GRADING.minPhotoHeight} pixels and {GRADING.minPhotoBytes / 1024} KB. Photos are compressed
          in your browser to fit {GRADING.compressMaxWidth}x{GRADING.compressMaxHeight} before they are sent.
        </p>
      </div>

      <ul aria-label="Photo requirements" className="grid gap-3 md:grid-cols-2">
        {requirements.map((requirement) => {
          const mine = photos.filter((p) => p.requirement === requirement.name);
          const done = mine.some((p) => p.uploadStatus === 'complete');
          const highlight = requirement.required
            ? done
              ? 'border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40'
              : 'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/40'
            : 'border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900';
          const failed = mine.filter((p) => p.uploadStatus === 'error');
          return (
            <li key={requirement.name} className={`flex flex-col gap-2 rounded-xl border p-3 ${highlight}`} data-testid="photo-requirement">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold">{requirement.name}</h3>
                <span className="flex shrink-0 items-center gap-1">
                  {done && (
                    <>
                      <Check className="h-4 w-4 text-green-700 dark:text-green-400" aria-hidden="true" />
                      <span className="sr-only">Has a photo</span>
                    </>
                  )}
                  {requirement.required ? <Badge color="amber">Required</Badge> : <Badge>Optional</Badge>}
                </span>
              </div>
              <p className="text-sm text-gray-700 dark:text-gray-300">{requirement.description}</p>
              {requirement.examples.length > 0 && (
                <p className="text-xs text-gray-600 dark:text-gray-400">Examples: {requirement.examples.join(' · ')}</p>
              )}
              {mine.length > 0 && (
                <ul aria-label={`Photos for ${requirement.name}`} className="flex flex-wrap gap-2">
                  {mine.map((photo) => (
                    <PhotoThumbnail key={photo.id} photo={photo} number={photos.indexOf(photo) + 1} onRemove={() => intake.remove(photo)} />
                  ))}
                </ul>
              )}
              {failed.map((photo) => (
                <p key={photo.id} role="alert" className="text-xs text-red-700 dark:text-red-300">
                  Photo {photos.indexOf(photo) + 1}: {intake.errors[photo.id] ?? 'Compression failed'}. Remove it and add it again.
                </p>
              ))}
              <div className="mt-auto flex items-center gap-3">
                <label className={`${buttonClasses('secondary', 'sm')} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500`}>
                  <input
                    type="file"
                    accept="image/*"
                    multiple
                    className="sr-only"
                    aria-label={`Upload photos for ${requirement.name}`}
                    onChange={(e) => {
                      const files = [...(e.target.files ?? [])];
                      e.target.value = '';
                      if (files.length > 0) void addFiles(files, requirement.name);
                    }}
                  />
                  <Upload className="h-4 w-4" aria-hidden="true" />
                  {mine.length > 0 ? '+ Add More' : 'Upload'}
                </label>
                {(adding[requirement.name] ?? 0) > 0 && (
                  <span role="status" className="text-xs text-gray-600 dark:text-gray-300">
                    Checking photos...
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      {/* Kept in view while the list scrolls: the submit label says what is still missing. */}
      <div className="sticky bottom-0 -mx-4 -mb-4 space-y-2 border-t border-gray-200 bg-white px-4 py-3 dark:border-gray-800 dark:bg-gray-900">
        <div data-testid="photo-summary" className="flex flex-wrap justify-between gap-x-4 text-sm">
          <span>
            Compressed: <strong className="tabular-nums">{`${complete.length}/${photos.length}`}</strong>
          </span>
          <span>
            Total size: <strong className="tabular-nums">{formatKb(totalCompressedBytes(photos))}</strong>
          </span>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
          <Button variant="secondary" onClick={onBack} className="sm:mr-auto">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to packaging
          </Button>
          <Button variant="secondary" onClick={() => setCamera(true)}>
            <Camera className="h-4 w-4" aria-hidden="true" /> Camera Mode
          </Button>
          <Button onClick={() => onSubmit(complete)} disabled={!submit.enabled} className="col-span-2">
            <Sparkles className="h-4 w-4" aria-hidden="true" /> {submit.label}
          </Button>
        </div>
      </div>

      {camera && (
        <CameraCapture
          requirements={requirements}
          photographed={usable}
          startIndex={Math.max(0, firstMissing)}
          onCapture={async (file, requirement) => (await intake.add([file], requirement))[0] ?? 'rejected'}
          paused={intake.rejections.length > 0}
          onClose={() => setCamera(false)}
        />
      )}
      {intake.rejections.length > 0 && <QualityAlert rejections={intake.rejections} onDismiss={intake.dismissRejections} />}
    </div>
  );
}

/** 'Photo Quality Issue': what was wrong with each discarded photo and how to take a better one (spec section 5). */
function QualityAlert({ rejections, onDismiss }: { rejections: Rejection[]; onDismiss: () => void }) {
  return (
    <AlertDialog title="Photo Quality Issue" onDismiss={onDismiss}>
      {rejections.map((rejection, i) => (
        <div key={`${i}-${rejection.name}`}>
          <p className="font-medium break-all text-gray-900 dark:text-gray-100">{rejection.name}</p>
          <ul className="list-disc pl-5">
            {rejection.issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </div>
      ))}
      <p>
        {rejections.length === 1 ? 'This photo was not added.' : 'These photos were not added.'} Please retake with better lighting, a higher camera
        resolution and steady hands.
      </p>
    </AlertDialog>
  );
}
