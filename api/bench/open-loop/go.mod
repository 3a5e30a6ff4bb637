module facet.local/open-loop

go 1.21
