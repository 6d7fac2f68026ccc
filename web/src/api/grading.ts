import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gradeHistorySchema, gradeResultSchema, gradingSetupSchema, type ManualGradeRequest, type PackagingStatus } from '@tmnt/domain';
import { api } from './client.ts';
import { inventoryKeys } from './inventory.ts';

// The questions and photo requirements come from '@tmnt/domain' directly: the same rulebook the server scores with.

const gradingKeys = {
  setup: ['grading', 'setup'] as const,
  // Under the inventory keys, so every inventory write (a new grade included) reads the history again.
  history: (itemId: number) => [...inventoryKeys.all, 'grades', itemId] as const,
};

const setupQuery = () => queryOptions({ queryKey: gradingKeys.setup, queryFn: () => api.get('/grading/setup', gradingSetupSchema) });

const historyQuery = (itemId: number) =>
  queryOptions({ queryKey: gradingKeys.history(itemId), queryFn: () => api.get(`/inventory/${itemId}/grades`, gradeHistorySchema) });

/** Whether AI grading can run on this server, and if not, what to set. */
export const useGradingSetup = () => useQuery(setupQuery());

/** Every grade of a copy, newest (the current one) first. */
export const useGradeHistory = (itemId: number, enabled = true) => useQuery({ ...historyQuery(itemId), enabled });

/** One photo for an AI grading: the compressed JPEG and the requirement it was taken for. */
interface GradingPhotoUpload {
  file: Blob;
  requirement: string;
}

export interface AiGradeRequest {
  packaging: PackagingStatus;
  photos: GradingPhotoUpload[];
  /** The figure's accessories, when known, so the AI checks for them. */
  expectedAccessories?: string[];
}

/** The multipart body of POST /inventory/{id}/grade (spec section 7). */
export function aiGradeForm({ packaging, photos, expectedAccessories }: AiGradeRequest): FormData {
  const form = new FormData();
  form.set('packaging_status', packaging);
  photos.forEach((photo, index) => {
    form.set(`photo_${index}`, photo.file, `photo_${index}.jpg`);
    form.set(`photo_${index}_requirement`, photo.requirement);
  });
  if (expectedAccessories !== undefined) form.set('expected_accessories', JSON.stringify(expectedAccessories));
  return form;
}

/** After a grade the item, the list, the copies, the stats and the grade history are read again (spec section 7). */
function useInvalidateAfterGrade() {
  const client = useQueryClient();
  // Not awaited: the result shows at once while the caches refresh behind it.
  return () => void client.invalidateQueries({ queryKey: inventoryKeys.all });
}

export function useManualGrade(itemId: number) {
  const invalidate = useInvalidateAfterGrade();
  return useMutation({
    mutationFn: (request: ManualGradeRequest) => api.post(`/inventory/${itemId}/grade-manual`, request, gradeResultSchema),
    onSuccess: invalidate,
  });
}

export function useAiGrade(itemId: number) {
  const invalidate = useInvalidateAfterGrade();
  return useMutation({
    mutationFn: (request: AiGradeRequest) => api.postForm(`/inventory/${itemId}/grade`, aiGradeForm(request), gradeResultSchema),
    onSuccess: invalidate,
  });
}
