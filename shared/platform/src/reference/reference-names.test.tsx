import { useReferenceNames, type ReferenceItem } from '@club/platform/reference/reference-names';
import { activateLocale } from '@club/ui/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';

function Names({
  states,
  subcategories,
}: {
  states: ReferenceItem[];
  subcategories: ReferenceItem[];
}) {
  const names = useReferenceNames();
  return (
    <ul>
      {states.map((state) => (
        <li key={`state-${String(state.id)}`}>{names.state(state)}</li>
      ))}
      {subcategories.map((subcategory) => (
        <li key={`sub-${String(subcategory.id)}`}>{names.subcategory(subcategory)}</li>
      ))}
      <li>{names.category({ id: 1, name: 'Producers' })}</li>
      <li>{names.state('Maharashtra')}</li>
      <li>{names.subcategory('Printing & Packaging')}</li>
    </ul>
  );
}

async function show(states: ReferenceItem[], subcategories: ReferenceItem[] = []) {
  await act(async () => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Names states={states} subcategories={subcategories} />
      </Suspense>,
    );
  });
}

const gujarat = { id: 11, name: 'Gujarat' };
const itSolutions = { id: 26, name: 'IT Solutions' };

describe('the reference lists’ names', () => {
  afterEach(() => {
    cleanup();
    return activateLocale('en');
  });

  it('names rows as the API does on an English page', async () => {
    await show([gujarat], [itSolutions]);
    expect(screen.getByText('Gujarat')).toBeInTheDocument();
    expect(screen.getByText('IT Solutions')).toBeInTheDocument();
    expect(screen.getByText('Producers')).toBeInTheDocument();
    expect(screen.getByText('Maharashtra')).toBeInTheDocument();
  });

  it('names them in Hindi and in Gujarati on pages in those languages', async () => {
    await activateLocale('hi');
    await show([gujarat, { id: 36, name: 'West Bengal' }], [itSolutions]);
    expect(await screen.findByText('गुजरात')).toBeInTheDocument();
    expect(screen.getByText('पश्चिम बंगाल')).toBeInTheDocument();
    expect(screen.getByText('आईटी समाधान')).toBeInTheDocument();
    expect(screen.getByText('उत्पादक')).toBeInTheDocument();
    // Names without ids, as a directory's cards carry them.
    expect(screen.getByText('महाराष्ट्र')).toBeInTheDocument();
    expect(screen.getByText('मुद्रण और पैकेजिंग')).toBeInTheDocument();
    cleanup();

    await activateLocale('gu');
    await show([gujarat], [itSolutions]);
    expect(await screen.findByText('ગુજરાત')).toBeInTheDocument();
    expect(screen.getByText('આઇટી સોલ્યુશન્સ')).toBeInTheDocument();
  });

  it('keeps the API’s name for a row added or renamed since the club’s list', async () => {
    await activateLocale('hi');
    await show([
      { id: 11, name: 'Gujarat State' },
      { id: 99, name: 'New Territory' },
    ]);
    expect(await screen.findByText('Gujarat State')).toBeInTheDocument();
    expect(screen.getByText('New Territory')).toBeInTheDocument();
  });
});
