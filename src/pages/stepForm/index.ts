export { StepFormPage as Page } from './StepFormPage';
