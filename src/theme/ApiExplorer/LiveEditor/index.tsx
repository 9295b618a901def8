import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { usePrismTheme } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { ErrorMessage } from '@hookform/error-message';
import { Controller, useFormContext } from 'react-hook-form';
import { Editor } from 'react-live';

type Props = {
  children: string;
  language: string;
  action: (code: string) => void;
  required?: boolean;
};

// Without the theme's react-live LiveProvider, which ran the body through `new Function` (blocked
// by our CSP) for a preview never shown, and its disable-on-blur, which kept the keyboard out.
export default function LiveEditor({ children, language, action, required }: Props): ReactNode {
  const prismTheme = usePrismTheme();
  const isBrowser = useIsBrowser();
  const [code, setCode] = useState(children.replace(/\n$/, ''));
  // The request panel gets the body on load and after every edit, as with the theme's editor.
  const report = useEffectEvent(() => action(code));
  // A block body: an effect's return value is its cleanup, and `action` returns a Redux action.
  useEffect(() => {
    report();
  }, [code]);
  const { control, formState } = useFormContext();
  const showErrors = Boolean(formState.errors.requestBody);
  const requiredMessage = translate({
    id: 'theme.openapi.form.fieldRequired',
    message: 'This field is required',
  });

  return (
    <div className="openapi-explorer__playground-container">
      <Controller
        control={control}
        rules={{ required: required && !code ? requiredMessage : false }}
        name="requestBody"
        render={({ field: { onChange } }) => (
          <Editor
            key={String(isBrowser)}
            className={clsx('openapi-explorer__playground-editor', {
              'openapi-explorer__form-item-input': showErrors,
              error: showErrors,
            })}
            code={code}
            language={language}
            theme={prismTheme}
            tabMode="focus"
            onChange={(snippet) => {
              setCode(snippet);
              onChange(snippet);
            }}
          />
        )}
      />
      {showErrors && (
        <ErrorMessage
          errors={formState.errors}
          name="requestBody"
          render={({ message }) => <div className="openapi-explorer__input-error">{message}</div>}
        />
      )}
    </div>
  );
}
