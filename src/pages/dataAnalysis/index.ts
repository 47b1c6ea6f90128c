export { DataAnalysisPage as Page } from './DataAnalysisPage';
