export { PasswordModal, type PasswordModalProps } from './PasswordModal';
