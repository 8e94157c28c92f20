// The DOM matchers (toBeInTheDocument, …) used by the guard tests.
/// <reference types="@testing-library/jest-dom" />
