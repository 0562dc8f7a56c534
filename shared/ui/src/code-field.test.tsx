import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CodeField, isCompleteCode, toCodeDigits } from '@club/ui/code-field';

function Harness() {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeField value={code} onChange={setCode} />
      <output>{isCompleteCode(code) ? 'ready' : 'not ready'}</output>
    </>
  );
}

describe('CodeField', () => {
  it('takes digits only, at most six, and is ready at exactly six', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('One-time code');
    await userEvent.type(input, '12a3 4');
    expect(input).toHaveValue('1234');
    expect(screen.getByRole('status')).toHaveTextContent('not ready');

    await userEvent.type(input, '5678');
    expect(input).toHaveValue('123456');
    expect(screen.getByRole('status')).toHaveTextContent('ready');
  });

  it('keeps the digits of a pasted code', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('One-time code');
    await userEvent.click(input);
    await userEvent.paste('Your code: 654 321.');
    expect(input).toHaveValue('654321');
  });

  it('asks the phone for the code from its messages, with a number keypad', () => {
    render(<Harness />);
    const input = screen.getByLabelText('One-time code');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });
});

describe('code rules', () => {
  it.each([
    ['123456', true],
    ['12345', false],
    ['12345a', false],
  ])('%s complete: %s', (code, complete) => {
    expect(isCompleteCode(code)).toBe(complete);
  });

  it('strips everything but digits', () => {
    expect(toCodeDigits(' 12-34 56 78')).toBe('123456');
  });
});
