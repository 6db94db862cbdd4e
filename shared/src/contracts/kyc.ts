/**
 * Identity verification (KYC) contract: `/kyc/*` for the player, `/admin/kyc/*` for staff.
 * States: none -> pending -> verified | rejected. A vendor "verified" answer goes straight to verified;
 * a "mismatch" keeps the check pending until the player's documents are reviewed by staff.
 */
export const KYC_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** What the player does next while pending: upload documents, or wait for staff. */
export type KycStep = 'form' | 'documents' | 'review' | 'done';

export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'selfie'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** Images only (checked by their first bytes on the server), at most this size. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface KycDocument {
  documentId: string;
  kind: KycDocumentKind;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

/** `/kyc/info`. */
export interface KycInfo {
  status: KycStatus;
  step: KycStep;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD; the one given at registration when there is one. */
  birthDate: string;
  /** Only the last 4 digits are ever sent back. */
  nationalIdMasked: string;
  /** Why staff refused, in the words they wrote for the player. */
  rejectReason: string | null;
  documents: KycDocument[];
  /** Kinds still missing before staff can review. */
  missingDocuments: KycDocumentKind[];
  updatedAt: string | null;
}

/** Body of `/kyc/submit`. */
export interface KycSubmitBody {
  firstName: string;
  lastName: string;
  birthDate: string;
  nationalId: string;
}

/** Staff: one row of `/admin/kyc/list`. */
export interface KycReviewItem {
  userId: number;
  nikeName: string;
  mobile: string;
  status: KycStatus;
  step: KycStep;
  firstName: string;
  lastName: string;
  birthDate: string;
  nationalIdMasked: string;
  vendorResult: string | null;
  rejectReason: string | null;
  documents: KycDocument[];
  submittedAt: string | null;
  updatedAt: string | null;
}
