import { z } from 'zod';

/** Where an uploaded file is used: a flow's chat message, a document store… (`name` is shown to people). */
export const fileUsageSchema = z.object({
  type: z.string().min(1).max(50),
  id: z.string().min(1).max(200),
  name: z.string().max(300),
});
export type FileUsage = z.infer<typeof fileUsageSchema>;

/** One uploaded file of the workspace as `GET /files` lists it. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  usedBy: z.array(fileUsageSchema),
  createdDate: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadedFilesPageSchema = z.object({
  data: z.array(uploadedFileSchema),
  total: z.number().int().nonnegative(),
});
export type UploadedFilesPage = z.infer<typeof uploadedFilesPageSchema>;

export const filesListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  limit: z.coerce.number().int().min(1).max(200, 'limit is at most 200').default(50),
  search: z.string().trim().max(200).optional(),
});
export type FilesListQuery = z.infer<typeof filesListQuerySchema>;

/** `DELETE /files/:id`: a file in use is deleted only with `confirm=true`. */
export const fileDeleteQuerySchema = z.object({
  confirm: z.enum(['true', 'false']).optional(),
});

/** The 409 answer for a file in use: what breaks if it goes. */
export const fileInUseSchema = z.object({
  message: z.string(),
  usedBy: z.array(fileUsageSchema),
});
