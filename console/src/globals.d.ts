// The jest-dom matchers (toBeInTheDocument, ...) the jest preset installs, for the type checker.
import '@testing-library/jest-dom';
