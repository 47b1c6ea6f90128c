export { MultiDimensionDataAnalysisPage as Page } from './MultiDimensionDataAnalysisPage';
