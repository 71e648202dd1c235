import { REPORT_PRINT_PATHS } from '@fieldbook/domain/inspections/report-print-paths';
import { BrowserRouter, Route, Routes, useParams } from 'react-router';
import { AppFrame } from '../../../app/app-frame';
import { queryClient } from '../../../shared/api/query-client';
import { MemberReport } from '../components/member-report';
import { SharedReport } from '../components/shared-report';

function MemberPrint() {
  const { id = '' } = useParams();
  return <MemberReport id={id} />;
}

function SharedPrint() {
  const { token = '' } = useParams();
  return <SharedReport token={token} />;
}

/**
 * The print entry's page (ADR 224): the app's frame (theme, query cache) around the one report component, for a
 * member or under a share link, without the shell, the modules' routes or the session check.
 */
export function PrintApp() {
  return (
    <AppFrame queryClient={queryClient}>
      <BrowserRouter>
        <main>
          <Routes>
            <Route path={REPORT_PRINT_PATHS.member} element={<MemberPrint />} />
            <Route path={REPORT_PRINT_PATHS.shared} element={<SharedPrint />} />
          </Routes>
        </main>
      </BrowserRouter>
    </AppFrame>
  );
}
