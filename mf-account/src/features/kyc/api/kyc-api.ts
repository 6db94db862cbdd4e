import { apiPost, apiUpload, type KycDocumentKind, type KycInfo, type KycSubmitBody } from '@casino/shared';

const data = async <T>(promise: Promise<{ resultData: T | null }>, path: string): Promise<T> => {
  const { resultData } = await promise;
  if (resultData === null) throw new Error(`${path}: empty answer`);
  return resultData;
};

/** Identity verification (`/kyc/*`). Errors are toasted by the API client unless the form shows them. */
export const kycApi = {
  info: () => data(apiPost<KycInfo>('/kyc/info'), '/kyc/info'),
  submit: (body: KycSubmitBody) => data(apiPost<KycInfo>('/kyc/submit', body), '/kyc/submit'),
  upload: (kind: KycDocumentKind, file: Blob) => data(apiUpload<KycInfo>('/kyc/uploadDocument', { kind }, file), '/kyc/uploadDocument'),
};
