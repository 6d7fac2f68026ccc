import { useQuery } from '@tanstack/react-query';
import { labelAddressSchema, type LabelsRequest } from '@tmnt/domain';
import { api } from './client.ts';

/** The address the labels' codes open, and whether a phone can reach it. */
export const useLabelAddress = () => useQuery({ queryKey: ['labels', 'address'], queryFn: () => api.get('/labels/address', labelAddressSchema) });

/** The labels as a PDF file. */
export const fetchLabels = (request: LabelsRequest) => api.postForFile('/labels', request);
