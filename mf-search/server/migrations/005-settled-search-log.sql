-- Until now the live panel's item calls counted every keystroke-settled prefix ("lapt", "cam") as a search,
-- and a single visitor could lift a term past the suggestion threshold alone. Those counts cannot be told
-- apart from real searches, so the log starts again: from here it learns only from settled searches (a
-- results page the visitor opened, a result they clicked), once per visitor a day (see mf-search/README.md).
DELETE FROM search.log;
