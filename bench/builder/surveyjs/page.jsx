// The SurveyJS Creator page of the builder benchmark: loads the generated survey over HTTP, as our
// editor loads its template, and renders the Creator with its default tabs (designer, preview, logic).
import { createRoot } from 'react-dom/client';
import { SurveyCreator, SurveyCreatorComponent } from 'survey-creator-react';
import 'survey-core/survey-core.min.css';
import 'survey-creator-core/survey-creator-core.min.css';

const size = new URLSearchParams(window.location.search).get('n') ?? '1000';
const response = await fetch(`/template-${size}.json`);
const creator = new SurveyCreator({ showLogicTab: true, showTranslationTab: false, isAutoSave: false });
creator.JSON = await response.json();
window.creator = creator;
createRoot(document.getElementById('root')).render(<SurveyCreatorComponent creator={creator} />);
