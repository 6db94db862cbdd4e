// MF widget ./PhoneBindDialog: props { mode, onClose?, onSuccess? }; shown while mounted.
export { PhoneBindDialog as default, PhoneBindDialog, type TPhoneBindDialogProps } from '../features/phone-bind';
