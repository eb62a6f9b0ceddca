import type { Route } from '../router';
import { AccountPage } from '../account/account-page';
import { AssistantPage } from './assistant/assistant-page';
import { SettingsPage } from './settings/settings-page';
import { FocusPage } from './focus/focus-page';
import { GoalsPage } from './goals/goals-page';
import { IdeasPage } from './ideas/ideas-page';
import { OnboardingPage } from './onboarding/wizard-page';
import { CategoriesPage } from './categories/categories-page';
import { HabitsPage } from './habits/habits-page';
import { RoutinesPage } from './routines/routines-page';
import { TasksPage } from './tasks/tasks-page';
import { MoodPage } from './mood/mood-page';
import { NotebookPage } from './notebook/notebook-page';
import { StudyPage } from './study/study-page';
import { TodayPage } from './today/today-page';

/** The page the route names; each page reads its own parameters. */
export function Pages({ route, me }: { route: Route; me?: { id: string; createdAt: string } | undefined }) {
  const [first, second] = route.params;
  switch (route.page) {
    case '/goals':
      return <GoalsPage />;
    case '/mood':
      return <MoodPage />;
    case '/focus':
      return <FocusPage entryId={first} />;
    case '/notebook':
      return <NotebookPage pageId={first} tab={second} />;
    case '/study':
      return <StudyPage />;
    case '/habits':
      return <HabitsPage />;
    case '/tasks':
      return <TasksPage />;
    case '/categories':
      return <CategoriesPage />;
    case '/routines':
      return <RoutinesPage routineId={first} />;
    case '/ideas':
      return <IdeasPage />;
    case '/onboarding':
      return <OnboardingPage />;
    case '/settings':
      return <SettingsPage />;
    case '/assistant':
      return <AssistantPage />;
    case '/account':
      return <AccountPage />;
    default:
      return <TodayPage date={first} me={me} />;
  }
}
