// Open-loop load generator for bid/confirm, run by engine-http.bench-part.ts (same job and result
// JSON as open-loop-load.ts, which it replaces when Go is present). Request i is due at
// t0 + i/rate whatever happened before; its latency is measured from that due time. Written in Go
// so the generator's own event loop and garbage collector, sharing the box's two cores with the
// server, do not sit inside the figures it reports: each answer is timed on its own goroutine.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/httptrace"
	"os"
	"sort"
	"sync"
	"syscall"
	"time"
)

type job struct {
	Base        string             `json:"base"`
	Rate        float64            `json:"rate"`
	Seconds     float64            `json:"seconds"`
	Connections int                `json:"connections"`
	Lots        []string           `json:"lots"`
	Tokens      []string           `json:"tokens"`
	Dollars     map[string]float64 `json:"dollars"`
	Step        float64            `json:"step"`
}

type summary struct {
	P50 float64 `json:"p50"`
	P90 float64 `json:"p90"`
	P99 float64 `json:"p99"`
	Max float64 `json:"max"`
}

type result struct {
	Sent       int                `json:"sent"`
	Answered   int                `json:"answered"`
	Rate       int                `json:"rate"`
	Statuses   map[string]int     `json:"statuses"`
	Errors     int                `json:"errors"`
	Latency    summary            `json:"latency"`
	Service    summary            `json:"service"`
	CPUPercent int                `json:"cpuPercent"`
	Dollars    map[string]float64 `json:"dollars"`
	Generator  string             `json:"generator"`
}

func pct(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Floor(p / 100 * float64(len(sorted))))
	if i > len(sorted)-1 {
		i = len(sorted) - 1
	}
	return math.Round(sorted[i]*100) / 100
}

func summarize(xs []float64) summary {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return summary{pct(s, 50), pct(s, 90), pct(s, 99), pct(s, 100)}
}

func cpuSeconds() float64 {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

func main() {
	raw, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var j job
	if err := json.Unmarshal(raw, &j); err != nil {
		panic(err)
	}
	client := &http.Client{Transport: &http.Transport{
		MaxConnsPerHost: j.Connections, MaxIdleConnsPerHost: j.Connections, DisableCompression: true,
	}}
	total := int(math.Round(j.Rate * j.Seconds))
	var mu sync.Mutex
	var wg sync.WaitGroup
	latency := make([]float64, 0, total)
	service := make([]float64, 0, total)
	statuses := map[string]int{}
	errors := 0
	cpu0 := cpuSeconds()
	t0 := time.Now().Add(20 * time.Millisecond)
	for i := 0; i < total; i++ {
		due := t0.Add(time.Duration(float64(i) / j.Rate * float64(time.Second)))
		if wait := time.Until(due); wait > 0 {
			time.Sleep(wait)
		}
		id := j.Lots[i%len(j.Lots)]
		next, ok := j.Dollars[id]
		if !ok {
			next = 100
		}
		next += j.Step
		j.Dollars[id] = next
		body, _ := json.Marshal(map[string]any{"id": id, "wsprice": next, "bidding_type": "proxy"})
		token := j.Tokens[i%len(j.Tokens)]
		wg.Add(1)
		go func() {
			defer wg.Done()
			var written time.Time
			trace := &httptrace.ClientTrace{WroteRequest: func(httptrace.WroteRequestInfo) { written = time.Now() }}
			req, _ := http.NewRequest("POST", j.Base+"/api/bid/confirm", bytes.NewReader(body))
			req = req.WithContext(httptrace.WithClientTrace(req.Context(), trace))
			req.Header.Set("content-type", "application/json")
			req.Header.Set("authorization", "Bearer "+token)
			res, err := client.Do(req)
			if err == nil {
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
			}
			end := time.Now()
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				errors++
				return
			}
			if written.IsZero() {
				written = due
			}
			latency = append(latency, float64(end.Sub(due).Microseconds())/1000)
			service = append(service, float64(end.Sub(written).Microseconds())/1000)
			statuses[fmt.Sprint(res.StatusCode)]++
		}()
	}
	wg.Wait()
	elapsed := time.Since(t0).Seconds()
	out := result{
		Sent: total, Answered: len(latency), Rate: int(math.Round(float64(len(latency)) / elapsed)),
		Statuses: statuses, Errors: errors, Latency: summarize(latency), Service: summarize(service),
		CPUPercent: int(math.Round((cpuSeconds() - cpu0) / elapsed * 100)), Dollars: j.Dollars, Generator: "go",
	}
	enc, _ := json.Marshal(out)
	fmt.Println(string(enc))
}
